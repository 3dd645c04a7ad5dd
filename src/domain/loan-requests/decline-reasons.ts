/**
 * Reasons on every decline (issue 35): a lender declining a request picks one reason from this
 * fixed list; 'Other' needs a text of its own. The borrower sees the reason on the dashboard,
 * the admin counts them per lender. The list is also the database's check constraint
 * (migration 0024).
 */

export const DECLINE_REASONS = [
  { value: "outside_area", label: "Outside our lending area" },
  { value: "amount_too_small", label: "Amount too small" },
  { value: "amount_too_large", label: "Amount too large" },
  { value: "property_type", label: "Property type" },
  { value: "credit", label: "Credit" },
  { value: "experience", label: "Experience" },
  { value: "loan_to_value", label: "Loan-to-value" },
  { value: "not_lending_now", label: "Not lending now" },
  { value: "other", label: "Other" },
] as const;

export type DeclineReason = (typeof DECLINE_REASONS)[number]["value"];

export const DECLINE_REASON_VALUES = DECLINE_REASONS.map((r) => r.value) as [
  DeclineReason,
  ...DeclineReason[],
];

/** The longest text an 'Other' reason takes. */
export const DECLINE_REASON_TEXT_MAX = 500;

export const DECLINE_REASON_MESSAGES = {
  required: "Pick a reason for declining",
  otherText: "Say why you decline (the reason 'Other')",
  tooLong: `The reason must be at most ${DECLINE_REASON_TEXT_MAX} characters`,
  notDeclined: "A reason is given only when declining",
} as const;

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === "string" && (DECLINE_REASON_VALUES as readonly string[]).includes(value);
}

/** What the borrower and the admin read: the label, or the lender's own words for 'Other'. */
export function declineReasonText(
  reason: DeclineReason | string | null | undefined,
  text: string | null | undefined,
): string | null {
  if (!reason) return null;
  if (reason === "other") return text?.trim() ? `Other: ${text.trim()}` : "Other";
  return DECLINE_REASONS.find((r) => r.value === reason)?.label ?? null;
}

/** Declines per reason, every reason listed (zero included), in the list's order. */
export function countDeclineReasons(
  reasons: readonly { reason: string; count: number }[],
): { reason: DeclineReason; label: string; count: number }[] {
  return DECLINE_REASONS.map(({ value, label }) => ({
    reason: value,
    label,
    count: reasons.filter((r) => r.reason === value).reduce((sum, r) => sum + r.count, 0),
  }));
}
