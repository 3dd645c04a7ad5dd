/**
 * The pages `npm run check:html` (scripts/check-html.ts) gives the W3C Nu HTML Checker, and
 * what it makes of the checker's report (docs/decisions/2026-11-27-valid-html.md).
 */
import { LOAN_TYPE_INFO, LOAN_TYPES } from "../src/domain/reference/loan-types";

export interface CheckedPage {
  /** File name of the saved HTML (also how a message names its page). */
  name: string;
  path: string;
  /** The answer's status (the not-found page answers 404). */
  status: number;
}

/** Whether the page's #root holds markup: false when the server's render failed. */
export function isServerRendered(html: string): boolean {
  return /<div id="root">\s*<(?!\/div>)/.test(html);
}

/** The listing whose first lender's profile is checked, and whose variants are. */
export const FIRST_LISTING = LOAN_TYPE_INFO[LOAN_TYPES[0]].route;

/**
 * One page of each public page type: home, every loan type's listing (filtered, paged and empty
 * too), a lender's profile (its path is read from the first listing), the sign-in pages, the
 * inquiry page, the legal and brand pages, and the not-found page.
 */
export function pagesToCheck(lenderPath: string): CheckedPage[] {
  const listings = LOAN_TYPES.map((type) => ({
    name: `listing-${type}`,
    path: LOAN_TYPE_INFO[type].route,
    status: 200,
  }));
  return [
    { name: "home", path: "/", status: 200 },
    ...listings,
    {
      name: "listing-filtered",
      path: `${FIRST_LISTING}?location=TX&loanAmount=250000&creditScore=640&collateralType=Condo&sortBy=lowest-rate`,
      status: 200,
    },
    { name: "listing-page-2", path: `${FIRST_LISTING}?page=2`, status: 200 },
    {
      name: "listing-empty",
      path: `${FIRST_LISTING}?location=AK&loanAmount=1000&creditScore=300`,
      status: 200,
    },
    { name: "lender", path: lenderPath, status: 200 },
    { name: "auth", path: "/auth", status: 200 },
    { name: "auth-sign-up", path: "/auth?mode=signup", status: 200 },
    { name: "lender-signup", path: "/lender-signup", status: 200 },
    { name: "lender-login", path: "/lender-login", status: 200 },
    { name: "reset-password", path: "/reset-password", status: 200 },
    { name: "inquiry", path: "/inquiry", status: 200 },
    { name: "calculators", path: "/calculators", status: 200 },
    {
      name: "calculators-flip",
      path: "/calculators?calc=flip&purchase=300000&rehab=60000&arv=475000&months=6&ltv=90&ltc=90&ltarv=70&rate=12&points=2&selling=6",
      status: 200,
    },
    {
      name: "calculators-dscr-invalid",
      path: "/calculators?calc=dscr&rent=abc&rate=7.5&term=0",
      status: 200,
    },
    { name: "auth-create", path: "/auth?tab=password&create=1", status: 200 },
    { name: "terms", path: "/terms", status: 200 },
    { name: "privacy", path: "/privacy", status: 200 },
    { name: "brand-assets", path: "/brand-assets", status: 200 },
    { name: "not-found", path: "/no-such-page", status: 404 },
  ];
}

/** The first lender profile a listing links to. */
export function firstLenderPath(listingHtml: string): string | null {
  return /href="(\/lender\/[^"?#]+)/.exec(listingHtml)?.[1] ?? null;
}

/** One message of the checker's JSON report (`--format json`). */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message?: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/**
 * Errors the checker reports on valid markup, each narrowly matched and with its reason. Only
 * CSS it does not know yet belongs here; markup errors are fixed at their cause.
 */
export const KNOWN_EXCEPTIONS: readonly { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^CSS: “(text-box-trim|text-box-edge)”: Property “\1” doesn't exist\.$/,
    reason:
      "CSS Inline Layout 3 (Chrome 133, Safari 18.2), in Mantine's Button and Chip sheets; " +
      "browsers without it ignore it",
  },
  {
    pattern: /^CSS: “(container|container-type)”: Property “\1” doesn't exist\.$/,
    reason:
      "CSS container queries (CSS Conditional 5, every browser since 2023), in Mantine's " +
      "Pagination and SimpleGrid sheets",
  },
  {
    pattern: /^CSS: Unrecognized at-rule “@container”$/,
    reason: "the same container queries' at-rule",
  },
];

export interface CheckerReport {
  /** Errors to fix, one line each: `page:line:column: message`. */
  errors: string[];
  /** Messages dropped as known exceptions. */
  excepted: number;
}

function pageOf(url: string | undefined): string {
  if (!url) return "(no file)";
  return (url.split("/").at(-1) ?? url).replace(/\.html$/, "");
}

/** The errors of the checker's JSON report, known exceptions left out. */
export function readCheckerReport(
  json: string,
  exceptions: readonly { pattern: RegExp }[] = KNOWN_EXCEPTIONS,
): CheckerReport {
  const { messages } = JSON.parse(json) as { messages: NuMessage[] };
  const errors: string[] = [];
  let excepted = 0;
  for (const message of messages) {
    // `info` messages (warnings among them) are left out by --errors-only already.
    if (message.type === "info") continue;
    const text = message.message ?? "";
    if (message.type === "error" && exceptions.some(({ pattern }) => pattern.test(text))) {
      excepted += 1;
      continue;
    }
    const where = `${pageOf(message.url)}:${message.lastLine ?? "?"}:${message.firstColumn ?? message.lastColumn ?? "?"}`;
    const extract = message.extract
      ? `\n    ${message.extract.replace(/\s+/g, " ").slice(0, 160)}`
      : "";
    errors.push(
      `${where}: ${message.type === "error" ? "" : `${message.type}: `}${text}${extract}`,
    );
  }
  return { errors, excepted };
}
