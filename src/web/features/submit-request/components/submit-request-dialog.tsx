import { Alert, Center, Loader, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMemo } from "react";
import { toActor } from "@/domain/policies/actor";
import { canSubmitInquiry } from "@/domain/policies/inquiry-policies";
import { MOBILE_BREAKPOINT_PX } from "@/domain/reference/limits";
import type { LoanType } from "@/domain/reference/loan-types";
import { submitDialogTitle } from "@/web/features/submit-request/lib/submit-dialog";
import { useMe } from "@/web/lib/session";
import { requestPrefillOfSearch } from "../lib/listing-prefill";
import { type SubmitLender, type SubmitPrefill, SubmitRequestFlow } from "./submit-request-flow";

export interface SubmitRequestDialogProps {
  opened: boolean;
  onClose: () => void;
  lender: SubmitLender;
  /** 'Get Quote for {type}': that type is preselected in the new-request form. */
  loanType?: LoanType | null;
  /** Answers already given elsewhere (the quote wizard) to start the forms from. */
  prefill?: SubmitPrefill;
  /**
   * The query string of the listing the visitor came from: its state, property type and
   * amount filters start the new-request form (answers in `prefill` win).
   */
  listingSearch?: string;
}

/**
 * 'Submit Loan Request to {company}' (spec 2 'Submit dialog'): full screen on phones, a
 * centred dialog otherwise. Its steps are mounted only while open, so it resets on close.
 */
export function SubmitRequestDialog({
  opened,
  onClose,
  lender,
  loanType,
  prefill: given,
  listingSearch,
}: SubmitRequestDialogProps) {
  const prefill = useMemo<SubmitPrefill | undefined>(
    () =>
      listingSearch
        ? { ...given, request: { ...requestPrefillOfSearch(listingSearch), ...given?.request } }
        : given,
    [given, listingSearch],
  );
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const me = useMe();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={submitDialogTitle(lender.companyName)}
      size="lg"
      fullScreen={Boolean(isPhone)}
      centered={!isPhone}
    >
      {!opened ? null : me.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading..." />
        </Center>
      ) : !canSubmitInquiry(toActor(me.data?.profile)) ? (
        <Alert color="blue" title="Borrower accounts only">
          Loan requests are sent from borrower accounts. You are signed in with{" "}
          {me.data?.profile.userType === "admin" ? "an admin" : "a lender"} account.
        </Alert>
      ) : (
        <SubmitRequestFlow
          key={me.data ? me.data.user.id : "visitor"}
          lender={lender}
          me={me.data ?? null}
          initialLoanType={loanType}
          prefill={prefill}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
