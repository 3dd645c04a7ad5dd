/**
 * Spec 2 'Field history dialog' ('History for <field>', admins, existing records): Date,
 * Value, Changed By ('System' when unknown), Type, Notes, Actions; 'Add Manual Entry', the
 * inline edit and the delete with confirmation; 'Loading history...' and 'No history found
 * for this field'. Dates 'MMM dd, yyyy'. Full screen on a phone, the table scrolls sideways.
 */
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { changedAtForDay } from "@/domain/admin/changed-at";
import type { FieldHistoryEntry } from "@/domain/contract/admin-field-history";
import { DELETE_HISTORY_CONFIRM } from "@/domain/lenders/lender-form-submit";
import { toDateOnly } from "@/domain/reference/dates";
import {
  type HistoryTarget,
  useAddHistoryEntry,
  useDeleteHistoryEntry,
  useEditHistoryEntry,
  useFieldHistory,
} from "../api/history";
import type { EditableFieldSpec } from "../lib/field-values";
import { ConfirmDialog } from "./confirm-dialog";
import { HistoryEntryForm, type HistoryEntryValues } from "./history-entry-form";
import { HistoryTable } from "./history-table";

export const HISTORY_LOADING = "Loading history...";
export const HISTORY_EMPTY = "No history found for this field";

interface FieldHistoryDialogProps {
  lenderId: string;
  /** A loan product's field (loan_product_history); absent: the lender's own field. */
  productId?: string;
  /** The field whose history shows; null: closed. */
  spec: EditableFieldSpec | null;
  /** Title prefix, e.g. the product's name: 'History for Fix & Flip: Max LTV (%)'. */
  context?: string;
  onClose: () => void;
}

export function FieldHistoryDialog({
  lenderId,
  productId,
  spec,
  context,
  onClose,
}: FieldHistoryDialogProps) {
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={spec !== null}
      onClose={onClose}
      title={spec ? `History for ${context ? `${context}: ` : ""}${spec.label}` : ""}
      // Spec 10: max-width 4xl (56rem) and 80vh; the body scrolls inside.
      size="56rem"
      fullScreen={phone}
      styles={phone ? undefined : { content: { maxHeight: "80vh" } }}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {spec ? (
        <HistoryBody
          key={`${productId ?? "lender"}-${spec.field}`}
          target={{ lenderId, productId }}
          spec={spec}
        />
      ) : null}
    </Modal>
  );
}

function changedAtOf(values: HistoryEntryValues): string | undefined {
  return changedAtForDay(values.changedAt, new Date());
}

function HistoryBody({ target, spec }: { target: HistoryTarget; spec: EditableFieldSpec }) {
  const history = useFieldHistory(target, spec.field);
  const add = useAddHistoryEntry(target);
  const edit = useEditHistoryEntry(target);
  const remove = useDeleteHistoryEntry(target);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FieldHistoryEntry | null>(null);

  const items = history.data?.items;
  let body: React.ReactNode;
  if (history.isPending) {
    body = (
      <Group gap="xs" role="status" py="md">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{HISTORY_LOADING}</Text>
      </Group>
    );
  } else if (history.isError) {
    body = (
      <Alert color="red" title="History could not be loaded" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{history.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!items || items.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {HISTORY_EMPTY}
      </Text>
    );
  } else {
    body = (
      <HistoryTable
        items={items}
        fetching={history.isFetching}
        editingId={editingId}
        editBusy={edit.isPending}
        onStartEdit={(id) => {
          setAdding(false);
          setEditingId(id);
        }}
        onCancelEdit={() => setEditingId(null)}
        onEdit={(entryId, body) =>
          edit.mutate({ entryId, body }, { onSuccess: () => setEditingId(null) })
        }
        onDelete={setDeleting}
      />
    );
  }

  return (
    <Stack gap="md">
      {adding ? (
        <Paper withBorder p="sm" radius="md">
          <HistoryEntryForm
            label="Add manual entry"
            initial={{ value: "", notes: "", changedAt: toDateOnly(new Date()) }}
            submitLabel="Add Entry"
            busyLabel="Adding..."
            busy={add.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(values) =>
              add.mutate(
                {
                  field: spec.field,
                  value: values.value,
                  notes: values.notes,
                  changedAt: changedAtOf(values),
                },
                { onSuccess: () => setAdding(false) },
              )
            }
          />
        </Paper>
      ) : (
        <Group justify="flex-end">
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => {
              setEditingId(null);
              setAdding(true);
            }}
          >
            Add Manual Entry
          </Button>
        </Group>
      )}
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete history entry"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      >
        {DELETE_HISTORY_CONFIRM}
      </ConfirmDialog>
    </Stack>
  );
}
