/**
 * The entries of 'History for <field>' (spec 2 'Field history dialog'): Date, Value, Changed
 * By ('System' when unknown), Type, Notes, Actions (the inline edit and delete). Scrolls
 * sideways on a phone.
 */
import { Badge, Button, Group, Table, Text } from "@mantine/core";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import { changedAtForDay } from "@/domain/admin/changed-at";
import type {
  EditHistoryEntryBody,
  FieldHistoryEntry,
} from "@/domain/contract/admin-field-history";
import { formatHistoryDate, toDateOnly } from "@/domain/reference/dates";
import { historyChangedBy } from "@/domain/reference/statuses";
import { HistoryEntryForm } from "./history-entry-form";

const TYPE_LABELS = { manual: "Manual", update: "Update", insert: "Insert" } as const;

export interface HistoryTableProps {
  items: FieldHistoryEntry[];
  fetching: boolean;
  /** The entry being edited inline, if any. */
  editingId: string | null;
  editBusy: boolean;
  onStartEdit: (entryId: string) => void;
  onCancelEdit: () => void;
  onEdit: (entryId: string, body: EditHistoryEntryBody) => void;
  onDelete: (entry: FieldHistoryEntry) => void;
}

export function HistoryTable({
  items,
  fetching,
  editingId,
  editBusy,
  onStartEdit,
  onCancelEdit,
  onEdit,
  onDelete,
}: HistoryTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={680}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="History entries"
    >
      <Table striped verticalSpacing="xs" aria-busy={fetching || undefined}>
        <Table.Thead>
          <Table.Tr>
            {["Date", "Value", "Changed By", "Type", "Notes", "Actions"].map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) =>
            editingId === entry.id ? (
              <Table.Tr key={entry.id}>
                <Table.Td colSpan={6}>
                  <HistoryEntryForm
                    label={`Edit history entry of ${formatHistoryDate(entry.changedAt)}`}
                    initial={{
                      value: entry.newValue ?? "",
                      notes: entry.notes ?? "",
                      changedAt: toDateOnly(new Date(entry.changedAt)),
                    }}
                    submitLabel="Save"
                    busyLabel="Saving..."
                    busy={editBusy}
                    onCancel={onCancelEdit}
                    onSubmit={(values) =>
                      onEdit(entry.id, {
                        value: values.value,
                        notes: values.notes,
                        // An untouched date keeps the entry's time of day.
                        changedAt:
                          values.changedAt === toDateOnly(new Date(entry.changedAt))
                            ? undefined
                            : changedAtForDay(values.changedAt, new Date()),
                      })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatHistoryDate(entry.changedAt)}
                </Table.Td>
                <Table.Td style={{ wordBreak: "break-word" }}>
                  {entry.newValue ?? (
                    <Text c="dimmed" span>
                      Empty
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{historyChangedBy(entry.userEmail)}</Table.Td>
                <Table.Td>
                  {/* The label may not shrink: an ellipsis made 'Insert' read 'IN…'. */}
                  <Badge
                    variant="light"
                    color={entry.changeType === "manual" ? "grape" : "lane"}
                    styles={{ root: { overflow: "visible" }, label: { overflow: "visible" } }}
                  >
                    {TYPE_LABELS[entry.changeType]}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ wordBreak: "break-word" }}>{entry.notes ?? ""}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconEdit size={14} aria-hidden="true" />}
                      aria-label={`Edit entry of ${formatHistoryDate(entry.changedAt)}`}
                      onClick={() => onStartEdit(entry.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      aria-label={`Delete entry of ${formatHistoryDate(entry.changedAt)}`}
                      onClick={() => onDelete(entry)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
