// @vitest-environment jsdom
/**
 * An on-demand late part (home's search form) on a first visit: server markup, hydrateRoot,
 * its code asked for only by request(). The page is ready without it; a submit pressed before
 * it works (a form without `action`) is kept by the page's early-press recorder, not sent by the
 * browser, and is sent by the form once it has hydrated.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { act, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { installEarlyPressRecorder } from "@/web/test/early-press-recorder";
import { hydrateInTest } from "@/web/test/hydrate";
import { LatePartBoundary, takeOverEarlyPresses } from "./early-presses";
import {
  expectServerRenderedParts,
  type Preloadable,
  preloadable,
  whenPreloaded,
} from "./preloadable";

interface FormProps {
  onSearch: () => void;
}

function SearchForm({ onSearch }: FormProps) {
  return (
    <form
      aria-label="Search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <input aria-label="Amount" />
      <button type="submit">Search</button>
    </form>
  );
}

function Page({ part, onSearch }: { part: Preloadable<FormProps>; onSearch: () => void }) {
  return (
    <main>
      <h1>Home</h1>
      <LatePartBoundary part={part} fallback={<p>Loading</p>}>
        <part.Component onSearch={onSearch} />
      </LatePartBoundary>
    </main>
  );
}

async function firstVisit() {
  const onSearch = vi.fn();
  const onServer = preloadable(async () => SearchForm, { name: "search", onDemand: true });
  await onServer.preload();
  const html = renderToString(<Page part={onServer} onSearch={onSearch} />);
  const container = document.createElement("div");
  container.append(...new DOMParser().parseFromString(html, "text/html").body.childNodes);
  document.body.append(container);

  let deliver = () => {};
  const loadCode = vi.fn(
    () =>
      new Promise<ComponentType<FormProps>>((resolve) => {
        deliver = () => resolve(SearchForm);
      }),
  );
  const inBrowser = preloadable(loadCode, { name: "search", onDemand: true });
  installEarlyPressRecorder();
  expectServerRenderedParts(container);
  takeOverEarlyPresses();
  await hydrateInTest(container, <Page part={inBrowser} onSearch={onSearch} />);
  return { html, onSearch, loadCode, inBrowser, deliver: () => act(async () => deliver()) };
}

/** Whether a promise settles within a short while (it must not wait for the part). */
async function settlesSoon(promise: Promise<unknown>): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 200));
  return Promise.race([promise.then(() => true), timeout]);
}

test("the server renders the form; the browser keeps it without asking for its code", async () => {
  const { html, loadCode } = await firstVisit();
  expect(html).toContain('aria-label="Search"');
  // Not counted among the parts that hold back data-app-ready.
  expect(html).not.toContain("data-late-part");
  expect(loadCode).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
  expect(screen.queryByText("Loading")).toBeNull();
  // Ready (main.tsx's data-app-ready) without the part.
  expect(await settlesSoon(whenPreloaded())).toBe(true);
});

test("a submit pressed early is not sent by the browser, then sent once by the form", async () => {
  const { onSearch, loadCode, inBrowser, deliver } = await firstVisit();
  const form = screen.getByRole("form", { name: "Search" });
  // What the browser would do with the server's form: refused while the code is on its way.
  expect(fireEvent.submit(form)).toBe(false);
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  expect(onSearch).not.toHaveBeenCalled();

  inBrowser.request();
  inBrowser.request();
  expect(loadCode).toHaveBeenCalledTimes(1);
  await deliver();
  // The kept click, played again on the hydrated button, submits through the form's handler.
  await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
  // Hydrated: the form's own submits are its handler's, and nothing more is replayed.
  fireEvent.click(screen.getByRole("button", { name: "Search" }));
  expect(onSearch).toHaveBeenCalledTimes(2);
});
