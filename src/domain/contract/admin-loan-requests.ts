/**
 * Contract of the admin loan request routes (spec 2 'Admin area' Loan requests and Loan
 * request detail). Paths: ADMIN_API in ./admin.ts. Errors: 404 not_found with the message
 * 'Loan request not found' (LOAN_REQUEST_NOT_FOUND) for an unknown id.
 */
import { z } from "zod";
import { EXPERIENCE_VALUES } from "../accounts/experience";
import { LOAN_PURPOSES } from "../reference/loan-types";
import { INQUIRY_STATUSES } from "../reference/statuses";
import { adminPageInfo, adminPageParam, adminSearchParam } from "./admin";
import { loanSubmissionSchema } from "./loan-requests";

const str = z.string().nullable();
const count = z.number().int().min(0);

export const LOAN_REQUEST_NOT_FOUND = "Loan request not found";

/** GET /api/admin/loan-requests query: newest first, 50 a page. */
export const adminLoanRequestListQuerySchema = z.object({
  q: adminSearchParam.describe(
    "Part of the request name or of the email (any case), or the start of the id",
  ),
  page: adminPageParam,
});

export type AdminLoanRequestListQuery = z.input<typeof adminLoanRequestListQuerySchema>;

/** A table row: Request Name (displayName), Email, Amount, Purpose, Status, Created. */
export const adminLoanRequestRowSchema = z
  .object({
    id: z.uuid(),
    customName: str,
    /** The custom name, else 'Loan #' and the id's first 8 characters (src/domain/loan-requests/inquiries.ts). */
    displayName: z.string(),
    /** The request's email, else its borrower's account email. */
    email: str,
    borrowerId: z.uuid().nullable(),
    loanAmount: z.number().nullable(),
    loanPurpose: z.enum(LOAN_PURPOSES).nullable(),
    status: z.enum(INQUIRY_STATUSES),
    archived: z.boolean(),
    submissionCount: count,
    createdAt: z.string(),
  })
  .meta({ id: "AdminLoanRequestRow" });

/**
 * How far the list's total is counted (issue 34): a count of every row costs a read of every
 * row (1,000,000 at scale), so the count stops past this many rows, or past the rows up to
 * the page asked for when that is further, and `totalCapped` says so ('10,000+').
 */
export const ADMIN_LOAN_REQUEST_COUNT_CAP = 10_000;

export const adminLoanRequestListSchema = z
  .object({
    items: z.array(adminLoanRequestRowSchema),
    ...adminPageInfo,
    /** True: more than `total` rows match (the count stopped there); false: `total` is exact. */
    totalCapped: z.boolean(),
  })
  .meta({ id: "AdminLoanRequestList" });

export const adminLoanRequestParams = z.object({ requestId: z.uuid() });

/** GET /api/admin/loan-requests/:id: the four cards and the submissions per lender. */
export const adminLoanRequestDetailSchema = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    /** Borrower Information. */
    borrower: z.object({
      /** Null: an anonymous request not claimed by an account yet. */
      userId: z.uuid().nullable(),
      email: str,
      fullName: str,
      phone: str.describe("The phone given with the request, else the profile's"),
      creditScore: z.number().int().nullable(),
      experienceYears: z.enum(EXPERIENCE_VALUES).nullable(),
    }),
    /** Loan Details. */
    loan: z.object({
      customName: str,
      loanAmount: z.number().nullable(),
      loanPurpose: z.enum(LOAN_PURPOSES).nullable(),
      investmentType: str,
      timelineNeeded: str,
      status: z.enum(INQUIRY_STATUSES),
      archived: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    /** Property Information. */
    property: z.object({
      state: str.describe("Two-letter code"),
      type: str,
      address: str,
      city: str,
      zip: str,
    }),
    /** Additional Information. */
    additional: z.object({
      additionalNotes: str,
      lenderNotes: str,
      /** The lender the request was first addressed to (null once that lender is gone). */
      firstLender: z.object({ id: z.uuid(), companyName: z.string() }).nullable(),
    }),
    /** The submissions per lender, newest first. */
    submissions: z.array(loanSubmissionSchema),
  })
  .meta({ id: "AdminLoanRequestDetail" });

export type AdminLoanRequestRow = z.infer<typeof adminLoanRequestRowSchema>;
export type AdminLoanRequestList = z.infer<typeof adminLoanRequestListSchema>;
export type AdminLoanRequestDetail = z.infer<typeof adminLoanRequestDetailSchema>;
