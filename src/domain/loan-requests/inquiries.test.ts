import { expect, test } from "vitest";
import {
  INQUIRY_EMPTY_TEXTS,
  leadTitle,
  lenderInquiryTitle,
  lenderThreadTitle,
  loanRequestName,
  newestFirst,
  partitionInquiries,
} from "./inquiries";

test.each([
  [{ customName: "Elm St flip", id: "0123456789abcdef" }, undefined, "Elm St flip"],
  [{ customName: "  ", id: "0123456789abcdef" }, undefined, "Loan #01234567"],
  [{ customName: null, id: "abc" }, undefined, "Loan #abc"],
  [{ customName: null, id: null }, 3, "Loan #3"],
])("loanRequestName(%j, %s) = %s", (inquiry, position, name) => {
  expect(loanRequestName(inquiry, position)).toBe(name);
});

test("lender inquiry title", () => {
  expect(lenderInquiryTitle("Elm")).toBe("Elm");
  expect(lenderInquiryTitle(null)).toBe("Borrower Inquiry");
});

test("partition: newest first, first active opened", () => {
  const rows = [
    { id: "a", archived: false, createdAt: "2025-01-01T00:00:00Z" },
    { id: "b", archived: true, createdAt: "2025-03-01T00:00:00Z" },
    { id: "c", archived: false, createdAt: new Date("2025-02-01T00:00:00Z") },
    { id: "d", archived: null, createdAt: null },
  ];
  const { active, archived, defaultOpenId } = partitionInquiries(rows);
  expect(active.map((r) => r.id)).toEqual(["c", "a", "d"]);
  expect(archived.map((r) => r.id)).toEqual(["b"]);
  expect(defaultOpenId).toBe("c");
  expect(partitionInquiries([rows[1] as (typeof rows)[number]]).defaultOpenId).toBeNull();
  expect(newestFirst(rows).map((r) => r.id)).toEqual(["b", "c", "a", "d"]);
});

test("empty texts", () => {
  expect(INQUIRY_EMPTY_TEXTS.active).toBe("No active loan requests");
  expect(INQUIRY_EMPTY_TEXTS.archived).toBe("No archived loan requests");
  expect(INQUIRY_EMPTY_TEXTS.loggedOut).toBe("Please log in to access your dashboard.");
});

test("the lender's thread title names the request by its summary (issue 28, item 15)", () => {
  const request = { purpose: "Bridge", loanAmount: 1250000, location: "TX 78701" };
  expect(lenderThreadTitle({ ...request, customName: null })).toBe(
    "Loan request: Bridge loan of $1,250,000 in TX 78701",
  );
  expect(lenderThreadTitle({ ...request, customName: " Elm Street flip " })).toBe(
    "Elm Street flip: Bridge loan of $1,250,000 in TX 78701",
  );
  expect(lenderThreadTitle({})).toBe("Loan request: Loan");
});

test("lead titles: the name with its reference, or the reference; never the same twice", () => {
  const a = "0123456789abcdef-0000";
  const b = "fedcba9876543210-0000";
  expect(leadTitle({ customName: " Elm flip ", id: a })).toBe("Elm flip (Loan #01234567)");
  expect(leadTitle({ customName: null, id: a })).toBe("Loan #01234567");
  expect(leadTitle({ customName: "", id: b })).toBe("Loan #fedcba98");
  expect(leadTitle({ customName: "Elm flip", id: a })).not.toBe(
    leadTitle({ customName: "Elm flip", id: b }),
  );
});
