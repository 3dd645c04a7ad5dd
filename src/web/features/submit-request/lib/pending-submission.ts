/**
 * The pending submission (spec 3 'Local browser storage', spec 4 'Pending anonymous
 * submission'): a visitor who chooses to sign in before submitting keeps the dialog's draft in
 * local storage with the time it was saved. After sign-in the borrower dashboard completes it
 * (`?completeLoanSubmission=true`); a draft older than 24 hours is dropped silently.
 */
import { z } from "zod";
import { isPendingSubmissionExpired } from "@/domain/reference/limits";

export const PENDING_SUBMISSION_KEY = "lenderlane.pendingLoanSubmission";
export const COMPLETE_SUBMISSION_PARAM = "completeLoanSubmission";

/** What is kept: the lender and the new request's form values as typed (text, not parsed). */
export const pendingSubmissionSchema = z.object({
  savedAt: z.number(),
  lender: z.object({ id: z.string(), companyName: z.string() }),
  request: z.object({
    customName: z.string().nullish(),
    investmentType: z.string().nullish(),
    propertyType: z.string().nullish(),
    propertyState: z.string().nullish(),
    loanAmount: z.union([z.string(), z.number()]).nullish(),
    notes: z.string().nullish(),
  }),
});

export type PendingSubmission = z.infer<typeof pendingSubmissionSchema>;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's local storage, or null where it is unavailable (private modes, tests). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function savePendingSubmission(
  storage: KeyValueStorage | null,
  draft: Omit<PendingSubmission, "savedAt">,
  now: Date = new Date(),
): void {
  if (!storage) return;
  const value: PendingSubmission = { ...draft, savedAt: now.getTime() };
  try {
    storage.setItem(PENDING_SUBMISSION_KEY, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the convenience of resuming.
  }
}

export function clearPendingSubmission(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(PENDING_SUBMISSION_KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The stored draft, or null when there is none. An expired or unreadable draft is removed
 * silently and gives null.
 */
export function loadPendingSubmission(
  storage: KeyValueStorage | null,
  now: Date = new Date(),
): PendingSubmission | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(PENDING_SUBMISSION_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: PendingSubmission | null = null;
  try {
    const result = pendingSubmissionSchema.safeParse(JSON.parse(raw));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  if (!parsed || isPendingSubmissionExpired(parsed.savedAt, now)) {
    clearPendingSubmission(storage);
    return null;
  }
  return parsed;
}
