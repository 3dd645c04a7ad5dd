// @vitest-environment jsdom
/**
 * Issue 34: a browser holding the sign-in hint cookie may be given the visitors' shared copy
 * of a page. The page's early script marks <html> before the header is parsed, and global.css
 * then hides the header's visitor-only links (Sign in, Sign up) with their room kept, until the
 * app knows the session (header-shared-copy.test.tsx). Without the cookie nothing is marked.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test } from "vitest";
import {
  SIGN_IN_HINT_ATTRIBUTE,
  SIGN_IN_HINT_COOKIE,
  VISITOR_ONLY_ATTRIBUTE,
} from "@/domain/accounts/sign-in-hint";
import { AppProvider } from "@/web/app/provider";
import { Header } from "@/web/components/layout/header";
import { createQueryClient } from "@/web/lib/react-query";
import { meQueryKey } from "@/web/lib/session/me";
import { EARLY_PRESS_SCRIPT } from "./early-press-script";

const html = document.documentElement;

function runEarlyScript() {
  // The script as the page carries it (the CSP pins exactly this text by its hash).
  new Function(EARLY_PRESS_SCRIPT)();
  (window.__earlyPresses as { stop?: () => void } | undefined)?.stop?.();
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar, as the browser's.
  document.cookie = value;
}

afterEach(() => {
  setCookie(`${SIGN_IN_HINT_COOKIE}=; Max-Age=0`);
  setCookie("other=; Max-Age=0");
  html.removeAttribute(SIGN_IN_HINT_ATTRIBUTE);
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

test("the early script marks the page when the sign-in hint cookie is set", () => {
  setCookie("other=1");
  setCookie(`${SIGN_IN_HINT_COOKIE}=1`);
  runEarlyScript();
  expect(html.hasAttribute(SIGN_IN_HINT_ATTRIBUTE)).toBe(true);
});

test("without the hint (or with another value) the page is not marked", () => {
  runEarlyScript();
  expect(html.hasAttribute(SIGN_IN_HINT_ATTRIBUTE)).toBe(false);
  setCookie(`${SIGN_IN_HINT_COOKIE}=10`);
  setCookie(`x${SIGN_IN_HINT_COOKIE}=1`);
  runEarlyScript();
  expect(html.hasAttribute(SIGN_IN_HINT_ATTRIBUTE)).toBe(false);
});

/** The visitors' copy of the header, as the server renders it (session answered 'nobody'). */
function visitorsHeader(): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  return renderToString(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={["/privacy"]}>
        <Header />
      </MemoryRouter>
    </AppProvider>,
  );
}

test("global.css hides the header's Sign in and Sign up, keeping their room, on a marked page", () => {
  const sheet = readFileSync(path.resolve("src/web/app/global.css"), "utf8");
  const style = document.createElement("style");
  style.textContent = sheet;
  document.head.append(style);
  document.body.innerHTML = visitorsHeader();
  const links = [...document.querySelectorAll<HTMLElement>(`[${VISITOR_ONLY_ATTRIBUTE}]`)];
  expect(links.map((link) => link.textContent)).toEqual(["Sign in", "Sign up"]);
  expect(links.map((link) => link.getAttribute("href"))).toEqual(["/auth", "/auth?mode=signup"]);

  const visibility = () => links.map((link) => getComputedStyle(link).visibility);
  const display = () => links.map((link) => getComputedStyle(link).display);
  expect(visibility()).toEqual(["visible", "visible"]);
  const shown = display();

  setCookie(`${SIGN_IN_HINT_COOKIE}=1`);
  runEarlyScript();
  // Hidden, not removed: the same display (the room kept, no layout shift when they go).
  expect(visibility()).toEqual(["hidden", "hidden"]);
  expect(display()).toEqual(shown);
});
