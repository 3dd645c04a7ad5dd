/**
 * The lender's requests as CSV (issue 31 'Exports'): the list's filters and sort, every page,
 * the lead card's columns (src/domain/exports/lead-columns.ts). Streamed: rows are read in
 * batches of EXPORT_BATCH and written as they come, never held as one array.
 */
import { CSV_BOM, csvHeader, csvRecord } from "@/domain/exports/csv";
import { LEAD_CSV_COLUMNS } from "@/domain/exports/lead-columns";
import type { Actor } from "@/domain/policies/actor";
import { ownLenderScope } from "@/domain/policies/lender-policies";
import type { Executor } from "../../db/client";
import { type LeadFilters, leadRows } from "./list-lender-leads";

export const EXPORT_BATCH = 500;

export async function* exportLenderLeads(
  db: Executor,
  actor: Actor,
  filters: LeadFilters,
  now: Date,
): AsyncGenerator<string> {
  yield CSV_BOM + csvHeader(LEAD_CSV_COLUMNS);
  const scope = ownLenderScope(actor);
  if (!scope) return;
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await leadRows(db, scope.lenderId, filters, { limit: EXPORT_BATCH, offset }, now);
    if (rows.length > 0) yield rows.map((row) => csvRecord(LEAD_CSV_COLUMNS, row)).join("");
    if (rows.length < EXPORT_BATCH) return;
  }
}
