import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { MantineProvider, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { theme } from "@/web/app/theme";
import { type TermsRow, TermsTable } from "./terms-table";

const markup = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      {node}
    </MantineProvider>,
  );

/**
 * The elements, their order, text and meaning (scope, roles) without the styling: Mantine's
 * classes, style variables and data attributes are what the CSS module stands in for.
 */
const structure = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/\s(class|style|data-[a-z-]+)(="[^"]*")?/g, "");

const ROWS: TermsRow[] = [
  { key: "rate", label: "Interest Rate", value: "9.5% - 12%" },
  { key: "notes", label: "Requirements", value: "Proof of funds\nExit strategy" },
];

test("TermsTable has the structure of Mantine's vertical Table", () => {
  const mantine = markup(
    <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
      <Table.Tbody>
        {ROWS.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th w={{ base: 130, sm: 220 }} scope="row">
              {row.label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>,
  );
  const lite = markup(<TermsTable rows={ROWS} />);
  expect(structure(lite)).toBe(structure(mantine));
  expect(structure(lite)).toContain('<th scope="row">Interest Rate</th><td>9.5% - 12%</td>');
});

test("Mantine's Table sheet is the one terms-table.module.css was drawn from", () => {
  // A Mantine upgrade that changes Table's look fails here: compare the page with Mantine's
  // Table at 375 and 1280 px, bring terms-table.module.css in line, then update the hash.
  const require = createRequire(import.meta.url);
  const sheet = readFileSync(require.resolve("@mantine/core/styles/Table.css"), "utf8");
  expect(createHash("sha256").update(sheet).digest("hex")).toBe(
    "3836e9a05ba54d8edd14e9e15afca9e8d48ab2f23b9268ac7eb853fbe9b9ff67",
  );
});
