/**
 * Spec 2 'Lender create/edit form': an existing record's fields as read-only boxes, for a
 * lender and (product-field-boxes.tsx) each of its loan products. A box opens 'Edit <label>';
 * its history button opens 'History for <label>'. Grouped as the form groups them.
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
import { type AdminLenderFieldSpec, adminLenderField } from "@/domain/admin/lender-fields";
import type { AdminLender } from "@/domain/contract/admin-lenders";
import { type EditableFieldSpec, fieldDisplay } from "../lib/field-values";

/** A fieldset of boxes: its legend and fields (one column when `wide`). */
export interface FieldGroup<Spec> {
  legend: string;
  fields: readonly Spec[];
  wide?: boolean;
}

/** Groups of field names as groups of their specs (a name the table lacks is a bug). */
export function fieldGroups<Spec extends EditableFieldSpec>(
  specOf: (field: string) => Spec | undefined,
  groups: readonly { legend: string; fields: readonly Spec["field"][]; wide?: boolean }[],
): FieldGroup<Spec>[] {
  return groups.map((group) => ({
    ...group,
    fields: group.fields.map((field) => {
      const spec = specOf(field);
      if (!spec) throw new Error(`Unknown field ${field}`);
      return spec;
    }),
  }));
}

const LENDER_GROUPS = fieldGroups(adminLenderField, [
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
]);

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

/** A record's fields as read-only boxes in fieldsets (a lender's, or one loan product's). */
export function FieldGroups<Spec extends EditableFieldSpec>({
  groups,
  display,
  onEdit,
  onHistory,
  context,
}: {
  groups: readonly FieldGroup<Spec>[];
  display: (spec: Spec) => string;
  onEdit: (spec: Spec) => void;
  onHistory: (spec: Spec) => void;
  /** Names the record in the buttons' labels when a page shows several (a product's name). */
  context?: string;
}) {
  return (
    <>
      {groups.map((group) => (
        <Fieldset key={group.legend} legend={group.legend} radius="md">
          <SimpleGrid cols={group.wide ? 1 : { base: 1, sm: 2, lg: 3 }} spacing="sm">
            {group.fields.map((spec) => (
              <ValueBox
                key={spec.field}
                spec={spec}
                context={context}
                display={display(spec)}
                onEdit={() => onEdit(spec)}
                onHistory={() => onHistory(spec)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      ))}
    </>
  );
}

/** What a box's buttons open: 'Edit <label>' or 'History for <label>' of that field. */
export interface FieldBoxHandlers<Target> {
  onEdit: (target: Target) => void;
  onHistory: (target: Target) => void;
}

/** The lender's own fields, grouped as the lender form groups them. */
export function FieldBoxes(
  props: { lender: AdminLender } & FieldBoxHandlers<AdminLenderFieldSpec>,
) {
  const { lender, ...handlers } = props;
  const display = (spec: AdminLenderFieldSpec) => fieldDisplay(lender, spec);
  return <FieldGroups groups={LENDER_GROUPS} display={display} {...handlers} />;
}
