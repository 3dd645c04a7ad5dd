import { Card, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { WorkspaceLender, WorkspaceProduct } from "@/domain/contract/lender-workspace";
import { PENDING_APPROVAL_ASSOCIATION_TIME } from "@/domain/reference/limits";
import { errorToast, FAILURE_FALLBACKS, TOASTS } from "@/domain/site/toast-messages";
import { LenderForm } from "@/web/features/lender-form";
import { isApiError } from "@/web/lib/api-client";
import { useUpdateOwnLender } from "../api/workspace";

/**
 * The stored lender as the form reads it: the state list, not its text, and the name waiting
 * for approval, if any (saving the form again keeps that request; issue 27).
 */
function formRecord(lender: WorkspaceLender) {
  return {
    ...lender,
    state: lender.stateList,
    companyName: lender.pendingCompanyName ?? lender.companyName,
  };
}

/** Spec 2 'Edit Profile': the lender form, or 'Profile Setup Pending' without a record. */
export function EditProfileTab({
  lender,
  products,
}: {
  lender: WorkspaceLender | null;
  products: readonly WorkspaceProduct[];
}) {
  const update = useUpdateOwnLender();
  // Cancel reloads the saved values: the form is remounted.
  const [resets, setResets] = useState(0);
  if (!lender) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3">
            Profile Setup Pending
          </Title>
          <Text>
            Your lender account is approved, and our team is associating it with your company's
            lender profile. This typically takes {PENDING_APPROVAL_ASSOCIATION_TIME}; you will be
            notified when it is ready to edit.
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <LenderForm
      // A saved record (new updatedAt) or Cancel loads the form afresh, resetting the snapshot.
      key={`${lender.updatedAt}-${products.map((p) => p.lastUpdated).join()}-${resets}`}
      mode="edit"
      isAdmin={false}
      lender={formRecord(lender)}
      products={products}
      mutation={update}
      variables={(values, { productsChanged }) => ({
        lenderId: lender.id,
        body: { ...values, productsChanged },
      })}
      errorToast={(error) =>
        isApiError(error) && error.code === "not_found"
          ? TOASTS.noLenderProfile
          : errorToast(error.message, FAILURE_FALLBACKS.updateLenderProfile)
      }
      onCancel={() => setResets((n) => n + 1)}
    />
  );
}
