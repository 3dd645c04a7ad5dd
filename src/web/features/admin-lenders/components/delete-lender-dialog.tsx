import { DELETE_LENDER_CONFIRM } from "@/domain/lenders/lender-form-submit";
import { errorToast } from "@/domain/site/toast-messages";
import { notify } from "@/web/lib/notify";
import { useDeleteLender } from "../api/lenders";
import { ConfirmDialog } from "./confirm-dialog";

export interface DeletableLender {
  id: string;
  companyName: string;
  loanRequestCount: number;
  /** The email of the lender account that manages the record; null when none does. */
  userEmail: string | null;
}

/**
 * 'Are you sure you want to delete this lender?' A lender that loan requests were sent to
 * cannot be deleted (the server answers 409 lender_has_loan_requests, so borrowers keep
 * reading their requests): the dialog says so and offers switching Active off instead.
 * A record linked to a lender account warns (issue 27): it names the account and says what
 * becomes of it (it stays, approved, with no record, until one is linked or created from its
 * user page). Failure: 'Error' with the message (spec 8).
 */
export function DeleteLenderDialog({
  lender,
  onClose,
  onDeleted,
}: {
  lender: DeletableLender | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteLender();
  const count = lender?.loanRequestCount ?? 0;
  return (
    <ConfirmDialog
      opened={lender !== null}
      title="Delete lender"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onClose={onClose}
      warning={
        lender?.userEmail ? (
          <>
            This lender record is linked to the account <strong>{lender.userEmail}</strong>.
            Deleting it does not delete that account: it stays an approved lender with no lender
            record, and its dashboard says it is not associated with a lender until you link or
            create a record for it from its user page.
          </>
        ) : undefined
      }
      blocked={
        count > 0
          ? `${count === 1 ? "A loan request was" : `${count} loan requests were`} sent to this lender, so it cannot be deleted: borrowers still read them. Switch its Active status off to hide it instead.`
          : undefined
      }
      onConfirm={() => {
        if (!lender) return;
        remove.mutate(lender.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
          onError: (error) => {
            const toast = errorToast(error.message, "Failed to delete lender.");
            notify.error({ title: toast.title, message: toast.text });
          },
        });
      }}
    >
      {DELETE_LENDER_CONFIRM} <strong>{lender?.companyName}</strong>
    </ConfirmDialog>
  );
}
