// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { expect, test } from "vitest";
import { getRouteMeta } from "@/domain/site/route-table";
import { DocumentTitleProvider, useDocumentTitle } from "./document-title";

function LenderPage() {
  useDocumentTitle("Acme Capital | Private Lender Profile | LenderLane");
  return <Link to="/privacy">Privacy</Link>;
}

function renderApp(start: string) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <DocumentTitleProvider>
        <Routes>
          <Route path="/lender/acme" element={<LenderPage />} />
          <Route path="*" element={<Link to="/lender/acme">Acme</Link>} />
        </Routes>
      </DocumentTitleProvider>
    </MemoryRouter>,
  );
}

test("the route table, loaded after the first screen, titles each page; a page's own title wins", async () => {
  const user = userEvent.setup();
  document.title = "";
  renderApp("/terms");
  await expect.poll(() => document.title).toBe(getRouteMeta("/terms").title);

  await user.click(screen.getByRole("link", { name: "Acme" }));
  await expect
    .poll(() => document.title)
    .toBe("Acme Capital | Private Lender Profile | LenderLane");

  await user.click(screen.getByRole("link", { name: "Privacy" }));
  await expect.poll(() => document.title).toBe(getRouteMeta("/privacy").title);
  // The lender page's title does not come back once the table has answered for /privacy.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.title).toBe(getRouteMeta("/privacy").title);
});
