// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { Link, useNavigate } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { RoutedPage } from "@/web/components/layout/routed-page";
import { NavigationProgress } from "@/web/components/navigation-progress";
import { renderRouter } from "@/web/test/render-router";
import { lazyPage, type PageModule } from "./lazy-page";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The frame's parts that take part in a navigation (app-layout.tsx). */
function Layout() {
  return (
    <>
      <NavigationProgress />
      <nav>
        <Link to="/">Home link</Link>
        <Link to="/slow">Slow link</Link>
        <Link to="/other">Other link</Link>
        <Link to="/other#section">Section link</Link>
      </nav>
      <main>
        <RoutedPage />
      </main>
    </>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <button
        type="button"
        onClick={() => navigate({ search: "?sort=rate" }, { preventScrollReset: true })}
      >
        Sort
      </button>
    </>
  );
}

function Other() {
  return (
    <>
      <h1>Other</h1>
      <section id="section">Section</section>
    </>
  );
}

function setup(
  slow: () => Promise<PageModule>,
  options?: { hydrated?: boolean; initial?: string },
) {
  return renderRouter(
    [
      {
        path: "/",
        Component: Layout,
        children: [
          { index: true, Component: Home },
          { path: "slow", Component: lazyPage(slow).Component },
          { path: "other", Component: Other },
        ],
      },
    ],
    options,
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
function scrolledTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  scrolledTo(0);
});
afterEach(() => vi.unstubAllGlobals());

test("while the next page's code loads, the current page stays and the progress bar runs", async () => {
  const slow = deferred<PageModule>();
  await setup(() => slow.promise);
  expect(screen.queryByRole("progressbar", { name: "Loading page" })).not.toBeInTheDocument();

  // In an awaited act (user-event's click is not): the suspended render resumes in a later one.
  await act(async () => screen.getByRole("link", { name: "Slow link" }).click());
  expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  expect(screen.getByRole("progressbar", { name: "Loading page" })).toBeInTheDocument();
  expect(screen.queryByText("Loading...")).not.toBeInTheDocument();

  await act(async () => slow.resolve({ default: () => <h1>Slow</h1> }));
  expect(screen.getByRole("heading", { name: "Slow" })).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Home" })).not.toBeInTheDocument();
  expect(screen.queryByRole("progressbar", { name: "Loading page" })).not.toBeInTheDocument();
});

test("the first visit to a client-rendered page shows the spinner until its code is in", async () => {
  const slow = deferred<PageModule>();
  await setup(() => slow.promise, { initial: "/slow" });
  expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  expect(screen.getByRole("link", { name: "Home link" })).toBeInTheDocument();
  await act(async () => slow.resolve({ default: () => <h1>Slow</h1> }));
  expect(screen.getByRole("heading", { name: "Slow" })).toBeInTheDocument();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

test("a new page opens at the top; back returns to where the reader was", async () => {
  const { user, history } = await setup(async () => ({ default: () => <h1>Slow</h1> }));
  scrolledTo(700);
  scrollTo.mockClear();
  await user.click(screen.getByRole("link", { name: "Other link" }));
  expect(await screen.findByRole("heading", { name: "Other" })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  scrolledTo(40);
  await act(async () => history.go(-1));
  expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 700);

  // Forward: the other page's position, recorded as the reader left it.
  await act(async () => history.go(1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 40);
});

test("a link to a #hash scrolls its target into view", async () => {
  const scrollIntoView = vi.spyOn(Element.prototype, "scrollIntoView");
  const { user } = await setup(async () => ({ default: () => <h1>Slow</h1> }));
  scrollTo.mockClear();
  await user.click(screen.getByRole("link", { name: "Section link" }));
  expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById("section"));
  expect(scrollTo).not.toHaveBeenCalled();
  scrollIntoView.mockRestore();
});

test("a navigation with preventScrollReset (a filter in the query string) keeps the position", async () => {
  const { user, history } = await setup(async () => ({ default: () => <h1>Slow</h1> }));
  scrollTo.mockClear();
  await user.click(screen.getByRole("button", { name: "Sort" }));
  expect(history.location.search).toBe("?sort=rate");
  expect(scrollTo).not.toHaveBeenCalled();
});

test("hydrating a server-rendered page leaves the scroll position to the browser", async () => {
  await setup(async () => ({ default: () => <h1>Slow</h1> }), { hydrated: true });
  expect(scrollTo).not.toHaveBeenCalled();
});
