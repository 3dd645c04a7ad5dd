// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { DataTable, type DataTableColumn, type DataTableSort } from "./data-table";

interface Lender {
  id: string;
  name: string;
  state: string;
}

const columns: DataTableColumn<Lender>[] = [
  { key: "name", header: "Name", cell: (l) => l.name, sortable: true },
  { key: "state", header: "State", cell: (l) => l.state },
];

const lenders: Lender[] = [
  { id: "1", name: "Acme Capital", state: "Texas" },
  { id: "2", name: "Bay Funding", state: "Ohio" },
];

const base = { caption: "Lenders", columns, rowKey: (l: Lender) => l.id };

describe("DataTable", () => {
  test("rows under the column headers, named by the caption", () => {
    renderWithProviders(<DataTable {...base} rows={lenders} />);
    const table = screen.getByRole("table", { name: "Lenders" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "State"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ["Acme Capital", "Texas"],
      ["Bay Funding", "Ohio"],
    ]);
    // The sideways-scrolling region is reachable by keyboard and named like the table.
    expect(screen.getByRole("region", { name: "Lenders" })).toHaveAttribute("tabindex", "0");
  });

  test("loading: skeleton rows, busy table, a status for screen readers", () => {
    renderWithProviders(<DataTable {...base} rows={undefined} loading />);
    expect(screen.getByRole("table", { name: "Lenders" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading Lenders...");
    expect(screen.queryByText("Acme Capital")).not.toBeInTheDocument();
  });

  test("empty: the empty message in the table", () => {
    renderWithProviders(<DataTable {...base} rows={[]} emptyMessage="No lenders yet" />);
    const table = screen.getByRole("table", { name: "Lenders" });
    expect(within(table).getByText("No lenders yet")).toBeVisible();
  });

  test("error: the message and 'Try again' calls onRetry", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <DataTable {...base} rows={undefined} error={new Error("500")} onRetry={onRetry} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Lenders: could not load");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test("server-side paging: the pager asks for the page; none for a single page", async () => {
    const onPageChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <DataTable {...base} rows={lenders} page={2} pages={3} onPageChange={onPageChange} />,
    );
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await user.click(within(pager).getByRole("button", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(pager).getByRole("button", { name: "Previous page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    rerender(<DataTable {...base} rows={lenders} page={1} pages={1} onPageChange={onPageChange} />);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  test("a sortable header sorts ascending, then descending, and says so with aria-sort", async () => {
    function Sorted() {
      const [sort, setSort] = useState<DataTableSort | null>(null);
      return <DataTable {...base} rows={lenders} sort={sort} onSortChange={setSort} />;
    }
    const { user } = renderWithProviders(<Sorted />);
    const nameHeader = screen.getByRole("columnheader", { name: "Name" });
    expect(nameHeader).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "State" })).not.toHaveAttribute("aria-sort");
    await user.click(within(nameHeader).getByRole("button", { name: "Name" }));
    expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(nameHeader).getByRole("button", { name: "Name" }));
    expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  });
});
