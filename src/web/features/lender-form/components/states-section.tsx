import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { STATE_NAMES } from "@/domain/reference/us-states";
import { useLenderFormContext } from "./lender-form-context";

/**
 * 'States Where Lender Operates *' (spec 2, spec 4): a checkbox per state, 'Select All States'
 * (off while 'Prefer not to share' is on) and 'Prefer not to share', which hides the list and
 * clears the selection. Admins also see the states' source URL.
 */
export function StatesSection({ isAdmin }: { isAdmin: boolean }) {
  const form = useLenderFormContext();
  const values = form.getValues();
  const selected = (values.states ?? []) as string[];
  const preferNotToShare = values.preferNotToShare === true;
  const allSelected = STATE_NAMES.every((name) => selected.includes(name));
  const error = form.errors.states;

  return (
    <Fieldset legend="States Where Lender Operates *" radius="md">
      <Stack gap="sm">
        <Checkbox
          label="Select All States"
          checked={allSelected && !preferNotToShare}
          indeterminate={!allSelected && selected.length > 0 && !preferNotToShare}
          disabled={preferNotToShare}
          onChange={(event) =>
            form.setFieldValue("states", event.currentTarget.checked ? [...STATE_NAMES] : [])
          }
        />
        <Checkbox
          label="Prefer not to share"
          checked={preferNotToShare}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            form.setFieldValue("preferNotToShare", on);
            if (on) form.setFieldValue("states", []);
          }}
        />
        {preferNotToShare ? null : (
          <Checkbox.Group
            label="States"
            value={selected}
            onChange={(next) => form.setFieldValue("states", next)}
            error={error}
          >
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="xs" mt="xs">
              {STATE_NAMES.map((name) => (
                <Checkbox key={name} value={name} label={name} size="sm" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        {isAdmin ? (
          <TextInput
            label="States Source URL (Admin Only)"
            type="url"
            {...form.getInputProps("statesSourceUrl")}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}
