/**
 * Issue 35: the lender's verification evidence (entity, licences, funded loans with a
 * public-record reference or an uploaded document, the signed pledge), submitted for an
 * admin's review. The contract's schema is the form's validation (the form kit).
 */
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { z } from "zod";
import {
  type EvidenceFile,
  type OwnVerificationResponse,
  verificationSubmitBodySchema,
} from "@/domain/contract/lender-verification";
import { VERIFICATION_TOASTS } from "@/domain/lenders/verification/verification-rules";
import { US_STATES } from "@/domain/reference/us-states";
import { useSchemaForm } from "@/web/lib/form";
import { useSubmitVerification, useUploadEvidence } from "../api/verification";

type Values = z.input<typeof verificationSubmitBodySchema>;
const STATE_OPTIONS = [
  { value: "", label: "Choose a state" },
  ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
];
const emptyLoan = () => ({ description: "", fundedOn: "", reference: "", evidenceFileId: "" });

function initialValues(data: OwnVerificationResponse): Values {
  const last = data.submission;
  const loans = last?.fundedLoans.map((loan) => ({
    description: loan.description,
    fundedOn: loan.fundedOn,
    reference: loan.reference ?? "",
    evidenceFileId: loan.evidenceFileId ?? "",
  }));
  return {
    entityName: last?.entityName ?? "",
    registrationState: last?.registrationState ?? "",
    licences: last?.licences ?? [],
    fundedLoans: loans && loans.length > 0 ? loans : [emptyLoan(), emptyLoan(), emptyLoan()],
    pledgeVersion: data.pledge.version,
    pledgeSigned: false as never,
  };
}

export function VerificationForm({ data }: { data: OwnVerificationResponse }) {
  const form = useSchemaForm(verificationSubmitBodySchema, initialValues(data));
  const submit = useSubmitVerification();
  const upload = useUploadEvidence();
  const files: EvidenceFile[] = data.files;
  const fileOptions = [
    { value: "", label: "No document" },
    ...files.map((file) => ({ value: file.id, label: file.name })),
  ];
  const values = form.getValues();

  return (
    <form
      noValidate
      onSubmit={form.submit(submit, {
        errorToast: VERIFICATION_TOASTS.submitFailed,
        // Blank optional fields are left out, as the contract reads them.
        variables: (parsed) => ({
          ...parsed,
          fundedLoans: parsed.fundedLoans.map(({ reference, evidenceFileId, ...loan }) => ({
            ...loan,
            ...(reference ? { reference } : {}),
            ...(evidenceFileId ? { evidenceFileId } : {}),
          })),
        }),
      })}
    >
      <Stack gap="md">
        <Fieldset legend="Business entity">
          <Stack gap="sm">
            <TextInput label="Entity name" required {...form.getInputProps("entityName")} />
            <NativeSelect
              label="State of registration"
              required
              data={STATE_OPTIONS}
              {...form.getInputProps("registrationState")}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Licences (where your states require them)">
          <Stack gap="sm">
            {values.licences.map((_, index) => (
              <Group key={form.key(`licences.${index}`)} align="flex-end" gap="sm" wrap="wrap">
                <NativeSelect
                  label="State"
                  data={STATE_OPTIONS}
                  {...form.getInputProps(`licences.${index}.state`)}
                />
                <TextInput
                  label="Licence number"
                  {...form.getInputProps(`licences.${index}.number`)}
                />
                <Button variant="subtle" onClick={() => form.removeListItem("licences", index)}>
                  Remove licence {index + 1}
                </Button>
              </Group>
            ))}
            <Button
              variant="default"
              onClick={() => form.insertListItem("licences", { state: "", number: "" })}
            >
              Add a licence
            </Button>
          </Stack>
        </Fieldset>

        <Fieldset legend="Loans funded in the last 24 months (at least 3)">
          <Stack gap="sm">
            {values.fundedLoans.map((_, index) => (
              <Stack key={form.key(`fundedLoans.${index}`)} gap={4}>
                <Text fw={600} size="sm">
                  Loan {index + 1}
                </Text>
                <TextInput
                  label="What was funded"
                  {...form.getInputProps(`fundedLoans.${index}.description`)}
                />
                <TextInput
                  type="date"
                  label="Funded on"
                  {...form.getInputProps(`fundedLoans.${index}.fundedOn`)}
                />
                <TextInput
                  label="Public-record reference or link"
                  {...form.getInputProps(`fundedLoans.${index}.reference`)}
                />
                <NativeSelect
                  label="Or an uploaded document"
                  data={fileOptions}
                  {...form.getInputProps(`fundedLoans.${index}.evidenceFileId`)}
                />
              </Stack>
            ))}
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => form.insertListItem("fundedLoans", emptyLoan())}
              >
                Add a loan
              </Button>
              <Button
                component="label"
                variant="default"
                loading={upload.isPending}
                // A label opens the file chooser; the input inside stays keyboard-reachable.
              >
                Upload a document (PDF, PNG or JPEG, up to 10 MB)
                <input
                  type="file"
                  accept="application/pdf,image/png,image/jpeg"
                  style={{ position: "absolute", opacity: 0, width: 1, height: 1 }}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    if (file) upload.mutate(file);
                    event.currentTarget.value = "";
                  }}
                />
              </Button>
            </Group>
          </Stack>
        </Fieldset>

        <Checkbox
          label={data.pledge.text}
          {...form.getInputProps("pledgeSigned", { type: "checkbox" })}
        />
        <Group>
          <Button type="submit" loading={submit.isPending}>
            Submit for review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
