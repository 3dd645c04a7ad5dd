// @vitest-environment jsdom
/**
 * Home's search form before and without JavaScript: the server's markup is a GET form to the
 * listing whose fields are native and named after the listing's query parameters; a choice and
 * a text entered in it before the code arrived are what the form holds once it has hydrated.
 */
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { expect, test } from "vitest";
import { readSearchQuery } from "@/domain/search/query-reader";
import { DEFAULT_SORT } from "@/domain/search/search-filters";
import { theme } from "@/web/app/theme";
import { hydrateInTest } from "@/web/test/hydrate";
import { SearchForm } from "./search-form";

function Listing() {
  const { pathname, search } = useLocation();
  return <output aria-label="Opened">{`${pathname}${search}`}</output>;
}

function Page() {
  return (
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<SearchForm />} />
          <Route path="*" element={<Listing />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>
  );
}

function serverMarkup(): HTMLElement {
  document.body.replaceChildren();
  const container = document.createElement("div");
  // The server's markup as the browser parsed it (security-escaping.test.ts: no HTML sinks).
  const html = renderToString(<Page />);
  container.append(document.createRange().createContextualFragment(html));
  document.body.append(container);
  return container;
}

test("the server's form is a GET form to the listing whose fields are the listing's parameters", () => {
  serverMarkup();
  const form = screen.getByRole("form", { name: "Search lenders" }) as HTMLFormElement;
  expect(form.method).toBe("get");
  expect(form.getAttribute("action")).toBe("/fix-and-flip");
  // Native selects (they work without JavaScript), not Mantine's combobox.
  expect(form.querySelectorAll("select")).toHaveLength(4);
  fireEvent.change(screen.getByRole("combobox", { name: "Type of Loan" }), {
    target: { value: "rental_property" },
  });
  fireEvent.change(screen.getByRole("combobox", { name: "State" }), { target: { value: "TX" } });
  fireEvent.change(screen.getByRole("combobox", { name: "Credit Score Range" }), {
    target: { value: "700" },
  });
  fireEvent.change(screen.getByRole("textbox", { name: "Loan Amount" }), {
    target: { value: "$300,000" },
  });
  // What the browser sends: every name is a listing parameter, read as chosen.
  const sent = Object.fromEntries(new FormData(form)) as Record<string, string>;
  expect(Object.keys(sent).sort()).toEqual(
    ["collateralType", "creditScore", "loanAmount", "loanType", "location", "sortBy"].sort(),
  );
  const { query, invalid } = readSearchQuery(sent);
  expect(invalid).toEqual([]);
  expect(query).toMatchObject({
    loanType: "rental_property",
    location: "TX",
    loanAmount: 300_000,
    creditScore: 700,
    sortBy: DEFAULT_SORT,
  });
  expect(query.collateralType).toBeUndefined();
});

test("what was chosen and typed before hydration is what 'Find Lenders' sends after", async () => {
  const container = serverMarkup();
  fireEvent.change(screen.getByRole("combobox", { name: "State" }), { target: { value: "TX" } });
  fireEvent.change(screen.getByRole("textbox", { name: "Loan Amount" }), {
    target: { value: "300000" },
  });
  await hydrateInTest(container, <Page />);
  // Enhanced: Mantine's State select shows the state chosen natively.
  expect(container.querySelectorAll("select")).toHaveLength(0);
  expect(screen.getByRole("combobox", { name: "State" })).toHaveValue("Texas");
  expect(screen.getByRole("textbox", { name: "Loan Amount" })).toHaveValue("$300,000");
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Find Lenders" }));
  });
  expect(screen.getByRole("status", { name: "Opened" })).toHaveTextContent(
    `/fix-and-flip?loanType=fix_and_flip&location=TX&loanAmount=300000&sortBy=${DEFAULT_SORT}`,
  );
});

test("a keyboard user on a native select when the page hydrates stays on that field", async () => {
  const container = serverMarkup();
  const native = screen.getByRole("combobox", { name: "State" });
  expect(native.tagName).toBe("SELECT");
  native.focus();
  await hydrateInTest(container, <Page />);
  // The native select was replaced by Mantine's Select: focus moved to its input, not the page.
  const enhanced = screen.getByRole("combobox", { name: "State" });
  expect(enhanced.tagName).toBe("INPUT");
  expect(document.activeElement).toBe(enhanced);
});
