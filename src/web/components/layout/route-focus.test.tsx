// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { Link, Outlet, useNavigate } from "react-router";
import { expect, test } from "vitest";
import { renderRouter } from "@/web/test/render-router";
import { useFocusHeadingOnNavigate } from "./route-focus";

function Layout() {
  useFocusHeadingOnNavigate("main");
  return (
    <>
      <header>
        <Link to="/listing">Header link</Link>
      </header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <button type="button" onClick={() => navigate("/listing?x=1")}>
        Find Lenders
      </button>
      <button type="button" onClick={() => navigate("/?filter=1")}>
        Filter
      </button>
      <button type="button" onClick={() => navigate("/form")}>
        Form
      </button>
      <button type="button" onClick={() => navigate("/late")}>
        Late
      </button>
    </>
  );
}

/** A page whose h1 comes after its data. */
function Late() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Loaded</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)} tabIndex={-1} hidden>
      load
    </button>
  );
}

/** In the app's router: each navigation renders in a transition, as in the browser. */
function renderApp() {
  return renderRouter([
    {
      path: "/",
      Component: Layout,
      children: [
        { index: true, Component: Home },
        { path: "listing", element: <h1>Listing</h1> },
        {
          path: "form",
          element: (
            <>
              <h1>Form</h1>
              {/* biome-ignore lint/a11y/noAutofocus: the case under test */}
              <input aria-label="Email" autoFocus />
            </>
          ),
        },
        { path: "late", Component: Late },
      ],
    },
  ]);
}

test("'Find Lenders' navigating to another page moves focus to the new page's h1", async () => {
  const { user } = await renderApp();
  await user.click(screen.getByRole("button", { name: "Find Lenders" }));
  const heading = await screen.findByRole("heading", { name: "Listing" });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute("tabindex", "-1");
});

test("a header link keeps nothing focused in the header: focus goes to the h1", async () => {
  const { user } = await renderApp();
  await user.click(screen.getByRole("link", { name: "Header link" }));
  expect(await screen.findByRole("heading", { name: "Listing" })).toHaveFocus();
});

test("the first load and a change of the query string leave focus alone", async () => {
  const { user } = await renderApp();
  expect(document.body).toHaveFocus();
  const filter = screen.getByRole("button", { name: "Filter" });
  await user.click(filter);
  expect(filter).toHaveFocus();
});

test("a field the new page focused itself keeps the focus", async () => {
  const { user } = await renderApp();
  await user.click(screen.getByRole("button", { name: "Form" }));
  expect(await screen.findByRole("textbox", { name: "Email" })).toHaveFocus();
});

test("an h1 that renders after the page's data is focused when it arrives", async () => {
  const { user } = await renderApp();
  await user.click(screen.getByRole("button", { name: "Late" }));
  const load = await screen.findByText("load");
  act(() => load.click());
  expect(await screen.findByRole("heading", { name: "Loaded" })).toHaveFocus();
});
