/**
 * 'Save this search' (issue 32): a name and daily or weekly alerts for the listing's query as
 * it stands (filters and sort; the page is not kept). The server's 409 at 20 searches shows
 * as the failure toast with its message.
 */
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { saveSearchFormSchema } from "@/domain/contract/saved-searches";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX,
} from "@/domain/saved-searches/saved-search-rules";
import { errorToast } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import { useSaveSearch } from "../api/saved-searches";

export const SAVE_FAILED = "Failed to save the search.";

export interface SaveSearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The listing's query: loanType, the filters set, sortBy. */
  query: Record<string, string>;
  /** A name to start from (e.g. 'Fix & Flip in TX'). */
  defaultName: string;
}

function SaveSearchForm({ query, defaultName, onClose }: Omit<SaveSearchDialogProps, "opened">) {
  const save = useSaveSearch();
  const form = useSchemaForm(saveSearchFormSchema, { name: defaultName, frequency: "weekly" });
  const submit = form.submit(save, {
    variables: (parsed) => ({ ...parsed, query }),
    errorToast: (error) => errorToast(error.message, SAVE_FAILED),
    onSuccess: onClose,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <Radio.Group
          label="Email me about new lenders and changed terms"
          {...form.getInputProps("frequency")}
        >
          <Group mt="xs" gap="lg">
            {ALERT_FREQUENCIES.map((value) => (
              <Radio key={value} value={value} label={ALERT_FREQUENCY_LABELS[value]} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          At most one email per period, and only when something changed.
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SaveSearchDialog({ opened, onClose, ...rest }: SaveSearchDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save this search" size="md" centered>
      {/* Mounted only while open: the dialog resets on close. */}
      {opened ? <SaveSearchForm {...rest} onClose={onClose} /> : null}
    </Modal>
  );
}
