/**
 * The approve dialog (spec 2 'Admin area', spec 5 'Admin approval'): 'new' mode creates the
 * lender record (company name prefilled with the default; the profile address is derived and
 * made unique by the server) or 'existing' mode links a lender record that has no user. The
 * 'existing' mode needs a chosen lender ('Choose a lender').
 * With `purpose="lender"` the same dialog gives an approved account with no lender record its
 * record (user detail, issue 27): no approval, no mail.
 */
import { Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { approveUserBodySchema } from "@/domain/contract/admin-users";
import { COMPANY_NAME_MAX_LENGTH } from "@/domain/reference/limits";
import { errorToast } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import {
  APPROVAL_FAILED,
  USER_LENDER_FAILED,
  useApproveUser,
  useSetUpUserLender,
  useUnlinkedLenders,
} from "../api/users";
import {
  type ApprovalCandidate,
  type ApproveFormValues,
  approvalSlugPreview,
  approveBody,
  initialApproveValues,
} from "../lib/approval";
import { userDisplayName } from "../lib/user-format";

export interface ApproveDialogProps {
  user: ApprovalCandidate;
  onClose: () => void;
  /** "approve" (default): approve the account; "lender": only give it a lender record. */
  purpose?: "approve" | "lender";
}

export function ApproveDialog({ user, onClose, purpose = "approve" }: ApproveDialogProps) {
  const form = useSchemaForm<typeof approveUserBodySchema, ApproveFormValues>(
    approveUserBodySchema,
    initialApproveValues(user),
  );
  const approve = useApproveUser();
  const setUpLender = useSetUpUserLender();
  const forLender = purpose === "lender";
  const mutation = forLender ? setUpLender : approve;
  const mode = form.getValues().mode;
  const [lenderSearch, setLenderSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(lenderSearch, 250);
  const unlinked = useUnlinkedLenders(debouncedSearch, mode === "existing");
  const name = userDisplayName(user);
  const slug = approvalSlugPreview(form.getValues().companyName, user);

  const submit = form.submit(mutation, {
    variables: (parsed) => ({ userId: user.id, body: approveBody(parsed) }),
    errorToast: (error) =>
      errorToast(error.message, forLender ? USER_LENDER_FAILED : APPROVAL_FAILED),
    toastFieldErrors: false,
    onSuccess: onClose,
  });

  const lenderOptions = (unlinked.data?.items ?? []).map((lender) => ({
    value: lender.id,
    label: lender.email ? `${lender.companyName} (${lender.email})` : lender.companyName,
  }));

  const title = forLender ? `Lender record for ${name}` : `Approve ${name}`;
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {forLender
              ? `${user.email} is approved but manages no lender record. Its dashboard shows its requests and profile once it has one. No email is sent.`
              : `${user.email} gets the full lender dashboard and an email saying they were approved.`}
          </Text>
          <Radio.Group
            label="Lender record"
            value={mode}
            onChange={(value) => {
              form.setFieldValue("mode", value as ApproveFormValues["mode"]);
              form.clearErrors();
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="new" label="Create a new lender record" />
              <Radio value="existing" label="Link an existing lender with no user" />
            </Stack>
          </Radio.Group>
          {mode === "new" ? (
            <TextInput
              label="Company Name"
              description={
                slug
                  ? `Profile address: /lender/${slug} (a number is added if it is taken)`
                  : "The profile address is derived from the company name."
              }
              maxLength={COMPANY_NAME_MAX_LENGTH}
              {...form.getInputProps("companyName")}
            />
          ) : (
            <Select
              label="Lender"
              placeholder="Search lenders with no user"
              searchable
              required
              data={lenderOptions}
              searchValue={lenderSearch}
              onSearchChange={setLenderSearch}
              nothingFoundMessage={
                unlinked.isFetching ? "Loading lenders..." : "No lenders without a user found"
              }
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("lenderId")}
              value={form.getValues().lenderId || null}
              onChange={(value) => form.setFieldValue("lenderId", value ?? "")}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {forLender ? (mode === "new" ? "Create lender record" : "Link lender") : "Approve"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
