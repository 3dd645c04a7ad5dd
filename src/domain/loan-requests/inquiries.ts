/**
 * Loan request (inquiry) rules (spec 2 'Borrower dashboard', 'Lender dashboard'; spec 3).
 */
import { formatUsd } from "../reference/format";

/**
 * Display name: the custom name, else 'Loan #' plus the first 8 characters of the id, else
 * 'Loan #' plus the 1-based position.
 */
export function loanRequestName(
  inquiry: { customName?: string | null; id?: string | null },
  position?: number,
): string {
  const custom = inquiry.customName?.trim();
  if (custom) return custom;
  if (inquiry.id) return `Loan #${inquiry.id.slice(0, 8)}`;
  return `Loan #${position ?? 1}`;
}

/**
 * A lead card's title (issue 31): the request's name with its 'Loan #' reference, or the
 * reference alone, so two requests never read the same ('Borrower Inquiry' twice named no one).
 */
export function leadTitle(inquiry: { customName?: string | null; id: string }): string {
  const reference = loanRequestName({ id: inquiry.id });
  const custom = inquiry.customName?.trim();
  return custom ? `${custom} (${reference})` : reference;
}

/** Lender dashboard inquiry card title: the custom name, else 'Borrower Inquiry'. */
export function lenderInquiryTitle(customName: string | null | undefined): string {
  return customName?.trim() || "Borrower Inquiry";
}

/**
 * The lender's message thread title (issue 28, item 15): the request it is about, by its
 * summary ('Bridge loan of $1,250,000 in TX 78701'), after the custom name when there is one.
 * 'Messages with Borrower Inquiry' named no one: a lender has many requests, few names.
 */
export function lenderThreadTitle(request: {
  customName?: string | null;
  /** The loan type's label, e.g. 'Bridge'. */
  purpose?: string | null;
  loanAmount?: number | null;
  /** State and zip, e.g. 'TX 78701'. */
  location?: string | null;
}): string {
  const amount =
    request.loanAmount !== null && request.loanAmount !== undefined
      ? ` of ${formatUsd(request.loanAmount)}`
      : "";
  const where = request.location?.trim() ? ` in ${request.location.trim()}` : "";
  const summary = `${request.purpose ? `${request.purpose} loan` : "Loan"}${amount}${where}`;
  const custom = request.customName?.trim();
  return custom ? `${custom}: ${summary}` : `Loan request: ${summary}`;
}

function time(value: Date | string | null | undefined): number {
  if (!value) return 0;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? 0 : t;
}

/** Newest first by created_at. */
export function newestFirst<T extends { createdAt: Date | string | null }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/**
 * The borrower dashboard's Active and Archived tabs, each newest first, and the request
 * opened by default (the first active one).
 */
export function partitionInquiries<
  T extends { archived: boolean | null; createdAt: Date | string | null; id: string },
>(inquiries: readonly T[]): { active: T[]; archived: T[]; defaultOpenId: string | null } {
  const sorted = newestFirst(inquiries);
  const active = sorted.filter((i) => !i.archived);
  const archived = sorted.filter((i) => i.archived);
  return { active, archived, defaultOpenId: active[0]?.id ?? null };
}

/** Dashboard empty states (spec 2). */
export const INQUIRY_EMPTY_TEXTS = {
  active: "No active loan requests",
  archived: "No archived loan requests",
  loggedOut: "Please log in to access your dashboard.",
  noSubmissions: "No lender submissions yet",
  loadingSubmissions: "Loading lender submissions...",
  lenderEmpty:
    "No inquiries yet. Inquiries will appear here when borrowers express interest in your services.",
} as const;
