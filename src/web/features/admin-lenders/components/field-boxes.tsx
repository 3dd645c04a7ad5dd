/**
 * Spec 2 'Lender create/edit form': an existing record's fields as read-only boxes. A box
 * opens 'Edit <label>'; its history button opens 'History for <label>'. Grouped as the
 * lender form groups them.
 */
import {
  ActionIcon,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { IconHistory, IconPencil } from "@tabler/icons-react";
import {
  ADMIN_LENDER_FIELDS,
  type AdminLenderField,
  type AdminLenderFieldSpec,
} from "@/domain/admin/lender-fields";
import type { AdminLender } from "@/domain/contract/admin-lenders";
import { type EditableFieldSpec, fieldDisplay } from "../lib/field-values";

const GROUPS: readonly { legend: string; fields: readonly AdminLenderField[]; wide?: boolean }[] = [
  {
    legend: "Basic Information",
    fields: [
      "company_name",
      "slug",
      "email",
      "phone",
      "website",
      "license_number",
      "address",
      "zip_code",
    ],
  },
  {
    legend: "Business Metrics",
    fields: [
      "years_in_business",
      "years_in_business_confirmed",
      "total_loans_funded",
      "total_loans_funded_confirmed",
      "average_funding_time",
      "minimum_loan_amount",
      "maximum_loan_amount",
      "review_score",
      "total_reviews",
      "google_reviews_url",
    ],
  },
  { legend: "Description", fields: ["description"], wide: true },
  { legend: "States", fields: ["state", "states_source_url"], wide: true },
  { legend: "Status", fields: ["accepting_leads", "is_active"] },
];

function specOf(field: AdminLenderField): AdminLenderFieldSpec {
  const spec = ADMIN_LENDER_FIELDS.find((f) => f.field === field);
  if (!spec) throw new Error(`Unknown lender field ${field}`);
  return spec;
}

/** One read-only box (lender or loan product field): the value opens its edit dialog. */
export function ValueBox({
  spec,
  display,
  onEdit,
  onHistory,
  context,
}: {
  spec: EditableFieldSpec;
  display: string;
  onEdit: () => void;
  onHistory: () => void;
  /** Names the record in the buttons' labels when a page shows several (a product's name). */
  context?: string;
}) {
  const empty = display === "Not set";
  const named = context ? `${context}: ${spec.label}` : spec.label;
  return (
    <Paper withBorder radius="md" p="xs" data-field={spec.field}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <UnstyledButton
          onClick={onEdit}
          aria-label={`Edit ${named}: ${display}`}
          style={{ flex: 1, minWidth: 0 }}
          p={4}
        >
          <Group gap={4} wrap="nowrap">
            <Text size="xs" fw={600} c="dimmed">
              {spec.label}
            </Text>
            <IconPencil size={12} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          </Group>
          <Text
            size="sm"
            c={empty ? "dimmed" : undefined}
            fs={empty ? "italic" : undefined}
            lineClamp={spec.kind === "longText" ? 4 : 2}
            style={{ wordBreak: "break-word" }}
          >
            {display}
          </Text>
        </UnstyledButton>
        <Tooltip label={`History for ${spec.label}`} withinPortal>
          <ActionIcon variant="subtle" onClick={onHistory} aria-label={`History for ${named}`}>
            <IconHistory size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

export function FieldBoxes({
  lender,
  onEdit,
  onHistory,
}: {
  lender: AdminLender;
  onEdit: (spec: AdminLenderFieldSpec) => void;
  onHistory: (spec: AdminLenderFieldSpec) => void;
}) {
  return (
    <>
      {GROUPS.map((group) => (
        <Fieldset key={group.legend} legend={group.legend} radius="md">
          <SimpleGrid cols={group.wide ? 1 : { base: 1, sm: 2, lg: 3 }} spacing="sm">
            {group.fields.map((field) => {
              const spec = specOf(field);
              return (
                <ValueBox
                  key={field}
                  spec={spec}
                  display={fieldDisplay(lender, spec)}
                  onEdit={() => onEdit(spec)}
                  onHistory={() => onHistory(spec)}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
      ))}
    </>
  );
}
