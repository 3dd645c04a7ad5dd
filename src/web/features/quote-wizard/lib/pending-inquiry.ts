/**
 * Spec 3 'Local browser storage' key pendingInquiry and spec 4 'Quote wizard': when creating
 * the inquiry for a signed-in user fails, the wizard keeps it in the browser (loan amount,
 * purpose, state and the notes combining the answers and contact details).
 */
import type { QuoteInquiry } from "@/web/features/quote-wizard/lib/quote-result";

export const PENDING_INQUIRY_KEY = "pendingInquiry";

export interface StoredPendingInquiry {
  loan_amount: number;
  loan_purpose: string;
  property_state: string;
  additional_notes: string;
}

export function pendingInquiryOf(inquiry: QuoteInquiry): StoredPendingInquiry {
  return {
    loan_amount: inquiry.loanAmount,
    loan_purpose: inquiry.loanPurpose,
    property_state: inquiry.propertyState,
    additional_notes: inquiry.additionalNotes,
  };
}

export function keepPendingInquiry(
  storage: Pick<Storage, "setItem"> | null,
  inquiry: QuoteInquiry,
): void {
  try {
    storage?.setItem(PENDING_INQUIRY_KEY, JSON.stringify(pendingInquiryOf(inquiry)));
  } catch {
    // Storage full or blocked: the error toast already told the user.
  }
}
