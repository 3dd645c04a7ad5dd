import { describe, expect, test } from "vitest";
import { lenderMatchesFilters } from "../../search/lender-filter";
import { readSearchQuery } from "../../search/query-reader";
import { searchQuerySchema } from "../../search/query-schema";
import { searchParamsOf } from "../../search/search-filters";
import { cleanEvidenceName, sniffEvidenceType } from "./evidence-file";
import { CURRENT_PLEDGE_TEXT, CURRENT_PLEDGE_VERSION, PLEDGES } from "./pledge";
import { publicVerificationOf } from "./public-verification";
import {
  fundedLoansInWindow,
  isReminderDue,
  isVerificationCurrent,
  orderedChecks,
  reminderDueAt,
  verificationExpiry,
} from "./verification-rules";

describe("expiry and reminder", () => {
  const approved = new Date("2026-02-28T15:00:00Z");
  const expires = verificationExpiry(approved);

  test("a verification holds 12 months, to the instant", () => {
    expect(expires.toISOString()).toBe("2027-02-28T15:00:00.000Z");
    expect(isVerificationCurrent(expires, new Date("2027-02-28T14:59:59Z"))).toBe(true);
    expect(isVerificationCurrent(expires, new Date("2027-02-28T15:00:00Z"))).toBe(false);
    expect(isVerificationCurrent(null, approved)).toBe(false);
  });

  test("the reminder is due from 30 days before, once per expiry", () => {
    expect(reminderDueAt(expires).toISOString()).toBe("2027-01-29T15:00:00.000Z");
    expect(isReminderDue(expires, null, new Date("2027-01-29T14:59:59Z"))).toBe(false);
    expect(isReminderDue(expires, null, new Date("2027-01-29T15:00:00Z"))).toBe(true);
    expect(isReminderDue(expires, expires, new Date("2027-02-10T00:00:00Z"))).toBe(false);
    // A reminder about an earlier expiry does not count for a renewed one.
    const renewed = verificationExpiry(new Date("2027-02-20T00:00:00Z"));
    expect(isReminderDue(renewed, expires, new Date("2028-01-25T00:00:00Z"))).toBe(true);
    // Past the expiry: no reminder, it has expired.
    expect(isReminderDue(expires, null, new Date("2027-03-01T00:00:00Z"))).toBe(false);
  });
});

test("funded loans count within the 24 months before now, not in the future", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const loans = ["2024-11-27", "2024-11-26", "2026-11-27", "2026-11-28", "2025-06-01"].map(
    (fundedOn) => ({ fundedOn }),
  );
  expect(fundedLoansInWindow(loans, now)).toBe(3);
});

test("evidence files are typed by their first bytes only", () => {
  expect(sniffEvidenceType(new TextEncoder().encode("%PDF-1.4 rest"))).toBe("application/pdf");
  expect(sniffEvidenceType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
    "image/png",
  );
  expect(sniffEvidenceType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
  expect(sniffEvidenceType(new TextEncoder().encode("%PDF"))).toBeNull();
  expect(sniffEvidenceType(new TextEncoder().encode("GIF89a"))).toBeNull();
  expect(sniffEvidenceType(new Uint8Array())).toBeNull();
  expect(cleanEvidenceName('C:\\scans\\deed "final".pdf')).toBe("deed final.pdf");
  expect(cleanEvidenceName("/\u0000")).toBe("evidence");
});

test("the pledge's current words are versioned", () => {
  expect(PLEDGES[CURRENT_PLEDGE_VERSION]).toBe(CURRENT_PLEDGE_TEXT);
  expect(CURRENT_PLEDGE_TEXT).toMatch(/no fee|any fee before a term sheet is accepted/);
  expect(CURRENT_PLEDGE_TEXT).toMatch(/third-party costs paid directly/);
});

test("public verification: the checks in fixed order, null when not verified", () => {
  expect(
    publicVerificationOf({
      verifiedAt: "2026-01-01T00:00:00Z",
      verifiedUntil: "2027-01-01T00:00:00Z",
      verifiedChecks: ["pledge", "entity", "bogus"],
    }),
  ).toEqual({
    verifiedAt: "2026-01-01T00:00:00.000Z",
    expiresAt: "2027-01-01T00:00:00.000Z",
    checks: ["entity", "pledge"],
  });
  expect(
    publicVerificationOf({ verifiedAt: null, verifiedUntil: null, verifiedChecks: null }),
  ).toBeNull();
  expect(orderedChecks(["licences", "licences", "entity"])).toEqual(["entity", "licences"]);
});

describe("'Verified only' listing filter", () => {
  const candidate = (verification: unknown) => ({
    lender: { minimumLoanAmount: null, averageFundingTime: null, verification },
    products: [
      { productType: "bridge", minimumFico: null, collateralTypes: null, loanAmountMin: null },
    ],
    states: null,
  });
  test("keeps only verified lenders when set", () => {
    const filters = { loanType: "bridge" as const, verified: true };
    expect(lenderMatchesFilters(candidate({ checks: [] }), filters)).toBe(true);
    expect(lenderMatchesFilters(candidate(null), filters)).toBe(false);
    expect(lenderMatchesFilters(candidate(null), { loanType: "bridge" })).toBe(true);
  });
  test("is a URL parameter, read alike by the schema and the reader", () => {
    expect(searchParamsOf({ loanType: "bridge", verified: true }).verified).toBe("1");
    expect(searchParamsOf({ loanType: "bridge", verified: false }).verified).toBeUndefined();
    for (const raw of ["1", "true", "", "yes", "0"]) {
      const parsed = searchQuerySchema.safeParse({ verified: raw });
      const read = readSearchQuery({ verified: raw });
      expect(parsed.success ? parsed.data.verified : "invalid").toEqual(
        read.invalid.includes("verified") ? "invalid" : read.query.verified,
      );
    }
    expect(readSearchQuery({ verified: "1" }).query.verified).toBe(true);
  });
});
