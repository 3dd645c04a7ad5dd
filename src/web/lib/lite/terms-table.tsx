import classes from "./terms-table.module.css";

/**
 * src/web/lib/lite: the library components the app draws itself, each kept only because it
 * saves at least 5 KB gzipped of a first visit (issue 29; docs/decisions/2026-11-27-first-visit.md),
 * each with a test that renders it beside the library's own component and compares them, so a
 * Mantine upgrade cannot change one silently. Anything that saves less uses Mantine.
 *
 * TermsTable: Mantine's `<Table variant="vertical" layout="fixed" withTableBorder fz="sm">`
 * with `Table.Th w={{ base: 130, sm: 220 }}` headers, drawn with plain table elements and a
 * CSS module. Table imports ScrollArea for its scroll container, and ScrollArea brings Floating
 * UI: the lender page's first visit is 24 KB gzipped lighter without it (measured 2026-11-27).
 */
export interface TermsRow {
  key: string;
  label: string;
  value: string;
}

export function TermsTable({ rows }: { rows: readonly TermsRow[] }) {
  return (
    <table className={classes.table}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={classes.row}>
            <th scope="row" className={classes.label}>
              {row.label}
            </th>
            <td className={classes.value}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
