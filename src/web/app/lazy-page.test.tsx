// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { lazyPage, type PageModule } from "./lazy-page";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const Home = () => <h1>Home</h1>;
const containers: HTMLElement[] = [];
function container(html = "") {
  const element = document.createElement("div");
  // The server's markup (React's own output), parsed rather than assigned as HTML
  // (in an element's context, which keeps Suspense's comment markers in place).
  element.append(document.createRange().createContextualFragment(html));
  document.body.append(element);
  containers.push(element);
  return element;
}
afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

function app(Page: ComponentType) {
  return (
    <Suspense fallback={<p>Loading...</p>}>
      <Page />
    </Suspense>
  );
}

test("a page whose code is loaded renders in the same render, without the fallback", async () => {
  const page = lazyPage(async () => ({ default: Home }));
  await page.load();
  const root = createRoot(container());
  // A synchronous render: anything that suspended would show the fallback here.
  flushSync(() => root.render(app(page.Component)));
  expect(document.querySelector("h1")).toHaveTextContent("Home");
  expect(document.body).not.toHaveTextContent("Loading...");
  act(() => root.unmount());
});

test("a page not loaded yet suspends until its code arrives, and loads it once", async () => {
  const module = deferred<PageModule>();
  const importPage = vi.fn(() => module.promise);
  const page = lazyPage(importPage);
  const root = createRoot(container());
  flushSync(() => root.render(app(page.Component)));
  expect(document.body).toHaveTextContent("Loading...");
  await act(async () => module.resolve({ default: Home }));
  expect(document.querySelector("h1")).toHaveTextContent("Home");
  expect(page.loaded()?.default).toBe(Home);
  await page.load();
  expect(importPage).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});

test("hydrating the server's page keeps its markup: no mismatch, the same heading element", async () => {
  const page = lazyPage(async () => ({ default: Home }));
  await page.load();
  const element = container(renderToString(app(page.Component)));
  const heading = element.querySelector("h1");
  const onRecoverableError = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(element, app(page.Component), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(element.querySelector("h1")).toBe(heading);
  act(() => root?.unmount());
});
