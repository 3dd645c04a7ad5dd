/** What the admin's verification pages print (issue 35); the rules' own labels come from the domain. */
import {
  VERIFICATION_CHECK_LABELS,
  type VerificationCheck,
  type VerificationStatus,
} from "@/domain/lenders/verification/verification-rules";

export const VERIFICATION_QUEUE_EMPTY: Record<VerificationStatus, string> = {
  submitted: "No evidence is waiting for review.",
  more_info: "No lender was asked for more information.",
  approved: "No approved evidence yet.",
  rejected: "No rejected evidence.",
};

/** The queue's status filter: the waiting ones first, as the API defaults. */
export const QUEUE_FILTER_LABELS: Record<VerificationStatus, string> = {
  submitted: "Waiting",
  more_info: "More info asked",
  approved: "Approved",
  rejected: "Rejected",
};

export const NOT_VERIFIED_TEXT = "Not verified";

/** 'Business entity, Licences', or 'None' when no check passed. */
export function checksText(checks: readonly VerificationCheck[]): string {
  return checks.length > 0
    ? checks.map((check) => VERIFICATION_CHECK_LABELS[check]).join(", ")
    : "None";
}

/** A file size for a download link: '812 KB', '1.4 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
