/**
 * The actors' accounts and the marker prefixes of the authorization matrix's parties
 * (world.ts): side A (zqa-: borrower, lender), side B (zqb-: borrower2, lender2), the pending
 * (zqp-) and rejected (zqr-) lenders, and the admin with admin-only targets (zqm-).
 */
import type { ActorName } from "./actors";

export const EMAILS: Record<Exclude<ActorName, "visitor">, string> = {
  borrower: "zqa-borrower@example.com",
  borrower2: "zqb-borrower@example.com",
  pendingLender: "zqp-lender@example.com",
  rejectedLender: "zqr-lender@example.com",
  lender: "zqa-lender@example.com",
  lender2: "zqb-lender@example.com",
  admin: "zqm-admin@example.com",
};

export const PROFILES = {
  borrower: { userType: "borrower", fullName: "Zqa-Borrower Ames", phone: "(512) 555-0101" },
  borrower2: { userType: "borrower", fullName: "Zqb-Borrower Bell", phone: "(512) 555-0102" },
  pendingLender: {
    userType: "lender",
    approvalStatus: "pending",
    fullName: "Zqp-Lender Park",
    companyName: "Zqp-Pending Lending",
  },
  rejectedLender: {
    userType: "lender",
    approvalStatus: "rejected",
    fullName: "Zqr-Lender Reed",
    companyName: "Zqr-Rejected Lending",
  },
  lender: {
    userType: "lender",
    approvalStatus: "approved",
    fullName: "Zqa-Lender Lowe",
    companyName: "Alder Capital",
  },
  lender2: {
    userType: "lender",
    approvalStatus: "approved",
    fullName: "Zqb-Lender Lund",
    companyName: "Birch Lending",
  },
  admin: { userType: "admin", fullName: "Zqm-Admin Moss" },
} as const;

/** Which markers each actor may see besides the public catalogue. */
export const OWN_PREFIXES: Record<ActorName, readonly string[]> = {
  visitor: [],
  borrower: ["zqa"],
  lender: ["zqa"],
  borrower2: ["zqb"],
  lender2: ["zqb"],
  pendingLender: ["zqp"],
  rejectedLender: ["zqr"],
  admin: ["zqa", "zqb", "zqp", "zqr", "zqm"],
};
export const ALL_PREFIXES = ["zqa", "zqb", "zqp", "zqr", "zqm"] as const;
