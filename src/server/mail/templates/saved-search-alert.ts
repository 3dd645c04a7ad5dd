/**
 * A saved search's alert (issue 32): the lenders that newly match it and those whose terms for
 * it changed since the last alert, at most one mail per search per period (daily or weekly).
 * Each alert carries the unsubscribe link of its one search (signed, works signed out) and
 * List-Unsubscribe headers for RFC 8058 one-click. Which lenders, and when, is
 * services/saved-searches/send-search-alerts.ts's business.
 */
import { formatAmountRange, formatRateRange } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { listingPathOf, type SavedQuery } from "@/domain/saved-searches/saved-search-rules";
import { productOfType } from "@/domain/search/lender-filter";
import { listUnsubscribeHeaders } from "../../services/messages/unsubscribe-token";
import { savedSearchUnsubscribeUrl } from "../../services/saved-searches/saved-search-token";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

/** Lenders listed per group; more are summed up. */
export const ALERT_LIST_MAX = 10;

/** What the alert names of a lender: the card's facts for the searched loan type. */
export interface AlertLender {
  lender: {
    slug: string;
    companyName: string;
    minimumLoanAmount: number | null;
  };
  products: readonly {
    productType: string;
    isActive?: boolean | null;
    lowestRate: number | null;
    highestRate: number | null;
    loanAmountMin: number | null;
    loanAmountMax: number | null;
  }[];
}

export interface SearchAlert {
  searchId: string;
  email: string;
  name: string;
  query: SavedQuery;
  added: readonly AlertLender[];
  termsChanged: readonly AlertLender[];
}

export interface SearchAlertLinks {
  baseUrl: string;
  supportEmail: string;
  /** The secret of the unsubscribe links (the auth secret). */
  secret: string;
}

function lenderLine(entry: AlertLender, loanType: LoanType, baseUrl: string): string {
  const product = productOfType(entry.products, loanType);
  const facts = [
    formatRateRange(product?.lowestRate, product?.highestRate),
    formatAmountRange(
      product?.loanAmountMin ?? entry.lender.minimumLoanAmount,
      product?.loanAmountMax,
    ),
  ].filter((fact): fact is string => fact !== null);
  const name = defangLinks(entry.lender.companyName);
  return `${name}${facts.length > 0 ? ` (${facts.join(", ")})` : ""}: ${baseUrl}/lender/${encodeURIComponent(entry.lender.slug)}`;
}

function group(
  title: string,
  list: readonly AlertLender[],
  loanType: LoanType,
  baseUrl: string,
): string[] {
  if (list.length === 0) return [];
  const shown = list.slice(0, ALERT_LIST_MAX).map((e) => `- ${lenderLine(e, loanType, baseUrl)}`);
  const more = list.length - shown.length;
  return [title, ...shown, ...(more > 0 ? [`…and ${more} more.`] : []), ""];
}

export function searchAlertMail(alert: SearchAlert, deps: SearchAlertLinks): MailMessage {
  const loanType = (
    Object.hasOwn(LOAN_TYPE_INFO, alert.query.loanType ?? "")
      ? alert.query.loanType
      : "fix_and_flip"
  ) as LoanType;
  const name = defangLinks(alert.name);
  const count = alert.added.length + alert.termsChanged.length;
  const unsubscribe = savedSearchUnsubscribeUrl(deps.baseUrl, deps.secret, alert.searchId);
  const notes = [
    ...group("New lenders for this search:", alert.added, loanType, deps.baseUrl),
    ...group("Lenders whose terms changed:", alert.termsChanged, loanType, deps.baseUrl),
  ]
    .join("\n")
    .trim();
  const mail = renderActionMail({
    to: alert.email,
    supportEmail: deps.supportEmail,
    subject:
      count === 1
        ? `1 update for your saved search "${name}"`
        : `${count} updates for your saved search "${name}"`,
    heading: `News for "${name}"`,
    intro: `Since our last alert, lenders matched your saved search for ${LOAN_TYPE_INFO[loanType].label} lenders or changed their terms:`,
    notes,
    action: { label: "See the search", url: `${deps.baseUrl}${listingPathOf(alert.query)}` },
    outro:
      "We send this alert only when something changed, at most once per period you chose. Change it or delete it on your dashboard.",
    footerLinks: [{ label: "Unsubscribe from alerts for this search", url: unsubscribe }],
  });
  return { ...mail, headers: listUnsubscribeHeaders(unsubscribe, deps.supportEmail) };
}

const links: SearchAlertLinks = { ...SAMPLE, secret: "sample-secret-for-previews-only" };
const sampleLender = (
  slug: string,
  companyName: string,
  lowestRate: number,
  highestRate: number,
): AlertLender => ({
  lender: { slug, companyName, minimumLoanAmount: 75_000 },
  products: [
    {
      productType: "fix_and_flip",
      lowestRate,
      highestRate,
      loanAmountMin: 100_000,
      loanAmountMax: 2_500_000,
    },
  ],
});
const sampleQuery = { loanType: "fix_and_flip", location: "TX", sortBy: "most-relevant" };

export const savedSearchAlertKind: MailKind = {
  id: "saved-search-alert",
  description:
    "To a borrower whose saved search has new matching lenders or changed terms: at most one per search per day or week.",
  samples: {
    "new-and-changed": () =>
      searchAlertMail(
        {
          searchId: "00000000-0000-4000-8000-0000000000a1",
          email: "dana.borrower@example.com",
          name: "Texas flips",
          query: sampleQuery,
          added: [sampleLender("cedar-ridge-capital", "Cedar Ridge Capital", 9.5, 12)],
          termsChanged: [sampleLender("lone-star-bridge", "Lone Star Bridge Fund", 10.25, 11.75)],
        },
        links,
      ),
    "one-new-lender": () =>
      searchAlertMail(
        {
          searchId: "00000000-0000-4000-8000-0000000000a2",
          email: "dana.borrower@example.com",
          name: "Anything in TX",
          query: sampleQuery,
          added: [sampleLender("cedar-ridge-capital", "Cedar Ridge Capital", 9.5, 12)],
          termsChanged: [],
        },
        links,
      ),
  },
};
