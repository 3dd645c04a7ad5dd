/**
 * The pledge a lender signs to be verified (issue 35): the exact words, versioned. A signed
 * pledge stores the version it was signed at; changing the words means a new version (add it
 * here, keep the old ones readable), and lenders who signed an older version sign again at
 * their next submission.
 */
export const PLEDGES = {
  "2026-11-27":
    "We do not charge any fee before a term sheet is accepted, other than third-party costs paid directly by the borrower to the third party.",
} as const;

export type PledgeVersion = keyof typeof PLEDGES;
export const PLEDGE_VERSIONS = Object.keys(PLEDGES) as [PledgeVersion, ...PledgeVersion[]];
/** The version a new submission signs. */
export const CURRENT_PLEDGE_VERSION: PledgeVersion = "2026-11-27";
export const CURRENT_PLEDGE_TEXT: string = PLEDGES[CURRENT_PLEDGE_VERSION];
