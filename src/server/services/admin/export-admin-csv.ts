/**
 * The admin's CSV downloads (issue 31 'Exports'): every lender, loan product, loan request or
 * user, streamed in batches of ADMIN_EXPORT_BATCH read by id (keyset: `id > last`, the primary
 * key's index), so an export of 100,000 rows never sits in memory as one array.
 */
import { asc, eq, gt, sql } from "drizzle-orm";
import {
  type AdminExportKind,
  LENDER_EXPORT_COLUMNS,
  type LenderExportRow,
  LOAN_REQUEST_EXPORT_COLUMNS,
  type LoanRequestExportRow,
  PRODUCT_EXPORT_COLUMNS,
  type ProductExportRow,
  USER_EXPORT_COLUMNS,
  type UserExportRow,
} from "@/domain/exports/admin-columns";
import { CSV_BOM, type CsvColumn, csvHeader, csvRecord } from "@/domain/exports/csv";
import { loanRequestName } from "@/domain/loan-requests/inquiries";
import type { Executor } from "../../db/client";
import {
  inquiries,
  lenders,
  loanProducts,
  loanSubmissions,
  profiles,
  users,
} from "../../db/schema";

export const ADMIN_EXPORT_BATCH = 1000;

interface Kind<Row extends { id: string }> {
  columns: readonly CsvColumn<Row>[];
  /** Up to `limit` rows with an id after `after` (all from the start when null), by id. */
  batch: (db: Executor, after: string | null, limit: number) => Promise<Row[]>;
}

const after = (column: Parameters<typeof gt>[0], id: string | null) =>
  id === null ? undefined : gt(column, id);

const iso = (value: Date) => value.toISOString();

const lenderKind: Kind<LenderExportRow> = {
  columns: LENDER_EXPORT_COLUMNS,
  batch: async (db, last, limit) => {
    const rows = await db
      .select({
        id: lenders.id,
        companyName: lenders.companyName,
        slug: lenders.slug,
        email: lenders.email,
        phone: lenders.phone,
        website: lenders.website,
        state: lenders.state,
        isActive: lenders.isActive,
        acceptingLeads: lenders.acceptingLeads,
        minimumLoanAmount: lenders.minimumLoanAmount,
        maximumLoanAmount: lenders.maximumLoanAmount,
        yearsInBusiness: lenders.yearsInBusiness,
        totalLoansFunded: lenders.totalLoansFunded,
        reviewScore: lenders.reviewScore,
        createdAt: lenders.createdAt,
      })
      .from(lenders)
      .where(after(lenders.id, last))
      .orderBy(asc(lenders.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  },
};

const productKind: Kind<ProductExportRow> = {
  columns: PRODUCT_EXPORT_COLUMNS,
  batch: (db, last, limit) =>
    db
      .select({
        id: loanProducts.id,
        lenderId: loanProducts.lenderId,
        companyName: lenders.companyName,
        productType: loanProducts.productType,
        isActive: loanProducts.isActive,
        loanAmountMin: loanProducts.loanAmountMin,
        loanAmountMax: loanProducts.loanAmountMax,
        minimumFico: loanProducts.minimumFico,
        lowestRate: loanProducts.lowestRate,
        highestRate: loanProducts.highestRate,
        maxLtv: loanProducts.maxLtv,
        maxLtc: loanProducts.maxLtc,
        maxLtarv: loanProducts.maxLtarv,
        termMinMonths: loanProducts.termMinMonths,
        termMaxMonths: loanProducts.termMaxMonths,
        lastUpdated: loanProducts.lastUpdated,
      })
      .from(loanProducts)
      .innerJoin(lenders, eq(lenders.id, loanProducts.lenderId))
      .where(after(loanProducts.id, last))
      .orderBy(asc(loanProducts.id))
      .limit(limit),
};

const loanRequestKind: Kind<LoanRequestExportRow> = {
  columns: LOAN_REQUEST_EXPORT_COLUMNS,
  batch: async (db, last, limit) => {
    const rows = await db
      .select({
        id: inquiries.id,
        customName: inquiries.customName,
        email: sql<string | null>`coalesce(${inquiries.userEmail}, ${users.email})`,
        borrowerId: inquiries.borrowerId,
        loanAmount: inquiries.loanAmount,
        loanPurpose: inquiries.loanPurpose,
        propertyType: inquiries.propertyType,
        propertyCity: inquiries.propertyCity,
        propertyState: inquiries.propertyState,
        status: inquiries.status,
        archived: inquiries.archived,
        submissions:
          sql<number>`(select count(*) from ${loanSubmissions} where ${loanSubmissions.inquiryId} = ${inquiries.id})`.mapWith(
            Number,
          ),
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.borrowerId))
      .where(after(inquiries.id, last))
      .orderBy(asc(inquiries.id))
      .limit(limit);
    return rows.map(({ customName, ...row }) => ({
      ...row,
      displayName: loanRequestName({ customName, id: row.id }),
      createdAt: iso(row.createdAt),
    }));
  },
};

const userKind: Kind<UserExportRow> = {
  columns: USER_EXPORT_COLUMNS,
  batch: async (db, last, limit) => {
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        fullName: profiles.fullName,
        userType: profiles.userType,
        approvalStatus: profiles.approvalStatus,
        companyName: profiles.companyName,
        phone: profiles.phone,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(after(users.id, last))
      .orderBy(asc(users.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  },
};

// biome-ignore lint/suspicious/noExplicitAny: each kind pairs its own row type with its columns.
const KINDS: Record<AdminExportKind, Kind<any>> = {
  lenders: lenderKind,
  products: productKind,
  "loan-requests": loanRequestKind,
  users: userKind,
};

/** The kind's CSV, header first, then each batch as one chunk. */
export async function* exportAdminCsv(
  db: Executor,
  kind: AdminExportKind,
  batchSize = ADMIN_EXPORT_BATCH,
): AsyncGenerator<string> {
  const { columns, batch } = KINDS[kind];
  yield CSV_BOM + csvHeader(columns);
  let last: string | null = null;
  for (;;) {
    const rows: { id: string }[] = await batch(db, last, batchSize);
    if (rows.length > 0) yield rows.map((row) => csvRecord(columns, row)).join("");
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1]?.id ?? null;
  }
}
