// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { Link } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { lazyPage } from "@/web/app/lazy-page";
import { renderRouter } from "@/web/test/render-router";
import { RoutedPage } from "./layout/routed-page";

function Layout() {
  return (
    <>
      <nav>
        <Link to="/">Home link</Link>
        <Link to="/broken">Broken link</Link>
        <Link to="/gone">Gone link</Link>
      </nav>
      <main>
        <RoutedPage />
      </main>
    </>
  );
}

function Broken(): never {
  throw new Error("boom");
}

/** A page chunk that no longer exists after a deploy, as the browser reports it. */
const gone = lazyPage(() =>
  Promise.reject(
    new TypeError("Failed to fetch dynamically imported module: https://x.test/assets/gone.js"),
  ),
);

const routes = [
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: "broken", Component: Broken },
      { path: "gone", Component: gone.Component },
    ],
  },
];

async function follow(name: string) {
  await act(async () => screen.getByRole("link", { name }).click());
}

beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
  // React and RouteError report the errors on the console: expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test("a page that throws shows the error inside the frame; the next navigation clears it", async () => {
  await renderRouter(routes);
  await follow("Broken link");
  expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
  expect(
    screen.getByText("An unexpected error occurred. Please reload the page or try again later."),
  ).toBeInTheDocument();
  // The frame stays: its links still work.
  await follow("Home link");
  expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Something went wrong" })).not.toBeInTheDocument();
});

test("a page whose code is gone after a deploy asks for a reload", async () => {
  await renderRouter(routes);
  await follow("Gone link");
  expect(
    screen.getByText("A new version of LenderLane is available. Reload the page to continue."),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
  await follow("Home link");
  expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
});
