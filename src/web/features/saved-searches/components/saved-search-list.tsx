/**
 * The borrower dashboard's saved searches (issue 32): each with its query in words, its
 * alerts (daily, weekly, or paused), and open (the listing with the query), rename and delete.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import type { SavedSearchDto } from "@/domain/contract/saved-searches";
import { saveSearchFormSchema } from "@/domain/contract/saved-searches";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
  describeSavedQuery,
  SAVED_SEARCH_NAME_MAX,
} from "@/domain/saved-searches/saved-search-rules";
import { errorToast } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from "../api/saved-searches";

const CHANGE_FAILED = "Failed to change the saved search.";
const failed = (error: Error) => notify.errorToast(errorToast(error.message, CHANGE_FAILED));

const renameSchema = saveSearchFormSchema.pick({ name: true });

function RenameForm({ search, onClose }: { search: SavedSearchDto; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const form = useSchemaForm(renameSchema, { name: search.name });
  const submit = form.submit(update, {
    variables: (parsed) => ({ id: search.id, name: parsed.name }),
    errorToast: (error) => errorToast(error.message, CHANGE_FAILED),
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Rename
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SavedSearchRow({
  search,
  onRename,
}: {
  search: SavedSearchDto;
  onRename: (search: SavedSearchDto) => void;
}) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const change = (body: { frequency?: AlertFrequency; paused?: boolean }) =>
    update.mutate({ id: search.id, ...body }, { onError: failed });
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {search.name}
            </Text>
            <Text size="sm" c="dimmed">
              {describeSavedQuery(search.query)}
            </Text>
          </div>
          <Anchor
            component={Link}
            to={search.listingPath}
            size="sm"
            aria-label={`Open ${search.name}`}
          >
            Open
          </Anchor>
        </Group>
        <Group gap="md" wrap="wrap" align="flex-end">
          <NativeSelect
            label="Alerts"
            size="xs"
            value={search.frequency}
            data={ALERT_FREQUENCIES.map((value) => ({
              value,
              label: ALERT_FREQUENCY_LABELS[value],
            }))}
            disabled={search.paused}
            onChange={(event) => change({ frequency: event.currentTarget.value as AlertFrequency })}
            aria-label={`Alert frequency of ${search.name}`}
          />
          <Switch
            label="Email alerts"
            checked={!search.paused}
            onChange={(event) => change({ paused: !event.currentTarget.checked })}
            aria-label={`Email alerts for ${search.name}`}
          />
          <Group gap="xs" ml="auto">
            <Button
              size="xs"
              variant="default"
              onClick={() => onRename(search)}
              aria-label={`Rename ${search.name}`}
            >
              Rename
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(search.id, { onError: failed })}
              aria-label={`Delete ${search.name}`}
            >
              Delete
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

export function SavedSearchList() {
  const searches = useSavedSearches();
  const [renaming, setRenaming] = useState<SavedSearchDto | null>(null);
  let body: React.ReactNode;
  if (searches.isPending) {
    body = <Loader size="sm" role="status" aria-label="Loading saved searches" />;
  } else if (searches.isError) {
    body = (
      <Alert color="red" title="Saved searches could not be loaded">
        {searches.error.message}
      </Alert>
    );
  } else if (searches.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No saved searches yet. On a lender listing, choose 'Save this search' to get an email when
        new lenders match.
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {searches.data.items.map((search) => (
          <SavedSearchRow key={search.id} search={search} onRename={setRenaming} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-searches-heading">
      <Title order={2} size="h3" id="saved-searches-heading">
        Saved searches
      </Title>
      {body}
      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename search">
        {renaming ? <RenameForm search={renaming} onClose={() => setRenaming(null)} /> : null}
      </Modal>
    </Stack>
  );
}
