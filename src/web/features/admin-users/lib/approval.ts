/**
 * The approve dialog's rules (spec 4 'Profile approval_status', spec 5 'Admin approval'), apart
 * from the dialog so they are tested on their own: the initial values ('new' mode, the company
 * name defaulting to company name, then full name, then 'New Company'), the body sent, and the
 * slug the new lender record gets.
 */
import type { AdminUser, ApproveUserBody } from "@/domain/contract/admin-users";
import { approvalCompanyName, approvalSlug } from "@/domain/lenders/slug";

export type ApprovalMode = ApproveUserBody["mode"];

/** A user the dialog approves: the pending panel's rows and the user detail both fit. */
export type ApprovalCandidate = Pick<AdminUser, "id" | "email" | "fullName" | "companyName"> & {
  suggestedCompanyName?: string;
};

/** What the dialog's inputs hold; the contract's body schema validates it. */
export interface ApproveFormValues {
  mode: ApprovalMode;
  companyName: string;
  lenderId: string;
}

export function initialApproveValues(user: ApprovalCandidate): ApproveFormValues {
  return {
    mode: "new",
    companyName: user.suggestedCompanyName ?? approvalCompanyName(user),
    lenderId: "",
  };
}

/** The body of the chosen mode only: 'new' never sends a lender, 'existing' never a name. */
export function approveBody(parsed: ApproveUserBody): ApproveUserBody {
  return parsed.mode === "new"
    ? { mode: "new", companyName: parsed.companyName?.trim() || undefined }
    : { mode: "existing", lenderId: parsed.lenderId };
}

/** The new record's profile address as derived from the name ('' when none can be). */
export function approvalSlugPreview(companyName: string, user: ApprovalCandidate): string {
  const name = companyName.trim() || approvalCompanyName(user);
  return approvalSlug(name);
}
