/**
 * Row count and checksum of every table of the application's schema (and drizzle's migration
 * log): what a restore is compared with. The checksum is md5 over the table's rows as text in
 * text order, so two databases with the same rows give the same sum whatever their physical
 * order.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";

export interface TableChecksum {
  table: string;
  rows: number;
  md5: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function tableChecksums(db: Database): Promise<TableChecksum[]> {
  const tables = (await db.execute(
    sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle')
        ORDER BY table_schema, table_name`,
  )) as unknown as { rows: { schema: string; name: string }[] };
  const sums: TableChecksum[] = [];
  for (const { schema, name } of tables.rows) {
    const qualified = `${quote(schema)}.${quote(name)}`;
    const result = (await db.execute(
      sql.raw(
        `SELECT count(*)::int AS rows,
                md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5
         FROM ${qualified} t`,
      ),
    )) as unknown as { rows: { rows: number; md5: string }[] };
    const row = result.rows[0];
    sums.push({ table: `${schema}.${name}`, rows: Number(row?.rows ?? 0), md5: row?.md5 ?? "" });
  }
  return sums;
}
