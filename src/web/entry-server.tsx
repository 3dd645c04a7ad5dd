/**
 * Server rendering of the public pages (docs/decisions/ssr.md). The server (plugins/web-app.ts)
 * loads this module (built by `vite build --ssr`, or the source in tests) and asks it for the
 * HTML of a page. Data comes from the same queries the components run in the browser: each
 * matched route declares the queries it needs (its prefetch, app/prefetch.ts), they are
 * answered inside the server (the visitor's own API calls, through `fetchApi`), and the page
 * renders once, with its data. The query cache goes to the browser dehydrated, so the client
 * does not fetch it again.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import { prefetchMatches } from "./app/prefetch";
import { AppProvider } from "./app/provider";
import { AppRoutes, loadMatchedPages, matchedPageSources } from "./app/router";
import { type AppState, handOverSession } from "./app/ssr-state";
import { setFetchResolver } from "./lib/api-client";
import { createQueryClient } from "./lib/react-query";
import { sharedListingScoreKey } from "./lib/session/shared-listing-score";

export type { AppState } from "./app/ssr-state";

/** Answers an API call of the page being rendered (e.g. by Fastify's inject with its cookie). */
export type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Absolute URL of the page. */
  url: string;
  fetchApi: FetchApi;
  /**
   * A shared listing's profile credit score (issue 34, server/html/shared-page.ts): the page is
   * rendered for nobody (the session 'nobody'), its search with this score, and the score is
   * handed over so the browser hydrates the same results (lib/session/shared-listing-score.ts).
   */
  listingCreditScore?: number;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /**
   * What the page asks for in the head: React's hoisted elements, here Mantine's responsive
   * style rules (`<style data-precedence>`, the provider's deduplicateInlineStyles). Absent
   * from older renderers (tests).
   */
  head?: string;
  /** Handed to the client in a JSON script (never executed: the CSP allows no inline script). */
  state: AppState;
  /** Renders it took: 1 when the routes' prefetch loaded everything the page asked for. */
  passes: number;
  /** False when a query failed: the page shows an error or a retry, not its content. */
  complete: boolean;
}

/**
 * The public pages (spec 2): anyone's first visit, search engines, links shared. Private pages
 * (dashboards, admin, profile) stay client-rendered: they are personal and never indexed.
 */
const PUBLIC_PATHS = new Set([
  "/",
  "/auth",
  "/lender-login",
  "/lender-signup",
  "/reset-password",
  "/privacy",
  "/terms",
  "/brand-assets",
  // The quote wizard: indexable, so it reads (and its first step shows) without JavaScript.
  "/inquiry",
  "/calculators",
  // Issue 31: private, but its form must work without JavaScript (rendered with the caller's
  // session; a visitor's version, the sign-in prompt, is the only one the page cache keeps).
  "/profile/notifications",
  ...LOAN_TYPES.map((type) => LOAN_TYPE_INFO[type].route),
]);

export function isServerRendered(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PUBLIC_PATHS.has(path) || /^\/lender\/[^/]+$/.test(path);
}

const requestFetch = new AsyncLocalStorage<FetchApi>();
setFetchResolver(() => {
  const fetchApi = requestFetch.getStore();
  return fetchApi ? (input, init) => fetchApi(String(input), init) : undefined;
});

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/** Queries a render asked for that no route's prefetch loaded (and that would be loaded). */
function missingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === "pending" && isEnabled(query) });
}

/**
 * React writes the elements a render hoists (a `<style>` with `href` and `precedence`) at the
 * start of renderToString's output, as one `<style data-precedence data-href>` per precedence.
 * A `<style>` belongs in the head (HTML allows it nowhere in the body); React finds them there
 * when it hydrates, by their `data-href`, wherever they are in the document.
 */
const HOISTED = /^(?:<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>)+/;

export function splitHoisted(markup: string): { head: string; html: string } {
  const head = HOISTED.exec(markup)?.[0] ?? "";
  return { head, html: markup.slice(head.length) };
}

/** The tree has main.tsx's shape (no siblings on the way down): `useId`'s ids must match. */
function renderApp(queryClient: QueryClient, url: URL): string {
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={`${url.pathname}${url.search}${url.hash}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The source files of the pages a path shows, private ones too: the server preloads their
 * chunks with the page (server/html/page-scripts.ts), so the browser fetches them with the
 * entry instead of after it.
 */
export function pageSources(pathname: string): string[] {
  return matchedPageSources(pathname);
}

/** The page's HTML, or null when the path is not server-rendered (the client renders it). */
export async function render({
  url,
  fetchApi,
  listingCreditScore,
}: RenderInput): Promise<RenderResult | null> {
  const pageUrl = new URL(url);
  // Unknown paths get the not-found page (the splat route), private pages the browser. The
  // matched pages' code is loaded first: their lazy components then render synchronously.
  const matches = await loadMatchedPages(pageUrl.pathname);
  if (!isServerRendered(pageUrl.pathname) && matches.at(-1)?.path !== "*") return null;

  const queryClient = createQueryClient();
  if (listingCreditScore !== undefined) {
    queryClient.setQueryData(sharedListingScoreKey, listingCreditScore);
  }
  return requestFetch.run(fetchApi, async () => {
    // The data first (each matched route's prefetch), then one render with it.
    await prefetchMatches(queryClient, pageUrl, matches);
    let html = renderApp(queryClient, pageUrl);
    let passes = 1;
    // A query no prefetch declared: fetch it and render again, so the page is still right
    // (server-render.test.ts fails on this, to keep the prefetch lists complete).
    for (let missing = missingQueries(queryClient); missing.length > 0 && passes < 3; ) {
      await Promise.all(
        missing.map((query) =>
          query.fetch({ ...query.options, retry: false }).catch(() => undefined),
        ),
      );
      html = renderApp(queryClient, pageUrl);
      passes += 1;
      missing = missingQueries(queryClient);
    }
    // A failed query is not handed over (the browser asks again): the page is then not the
    // finished one, and the server does not keep it.
    const complete = queryClient
      .getQueryCache()
      .findAll({ type: "all" })
      .every((query) => query.state.status !== "error");
    const state: AppState = { queries: handOverSession(dehydrate(queryClient)) };
    queryClient.clear();
    return { ...splitHoisted(html), state, passes, complete };
  });
}
