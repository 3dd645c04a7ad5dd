/**
 * Server rendering of the public pages (docs/decisions/ssr.md). The server (plugins/web-app.ts)
 * loads this module (built by `vite build --ssr`, or the source in tests) and asks it for the
 * HTML of a page. Data comes from the same queries the components run in the browser: a first
 * render records the queries a page needs, they are answered inside the server (the visitor's
 * own API calls, through `fetchApi`), and a last render writes the page with its data. The
 * query cache goes to the browser dehydrated, so the client does not fetch it again.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";
import { AppProvider } from "./app/provider";
import { routes } from "./app/router";
import type { AppState } from "./app/ssr-state";
import { setFetchResolver } from "./lib/api-client";
import { createQueryClient } from "./lib/react-query";

export type { AppState } from "./app/ssr-state";

/** Answers an API call of the page being rendered (e.g. by Fastify's inject with its cookie). */
export type FetchApi = (path: string, init?: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Absolute URL of the page. */
  url: string;
  fetchApi: FetchApi;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** Handed to the client in a JSON script (never executed: the CSP allows no inline script). */
  state: AppState;
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

const handler = createStaticHandler(routes);

/** Enough passes for a query that waits on another (the listing waits on the viewer). */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

function renderApp(queryClient: QueryClient, context: StaticHandlerContext): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/** The page's HTML, or null when the path is not server-rendered (the client renders it). */
export async function render({ url, fetchApi }: RenderInput): Promise<RenderResult | null> {
  if (!isServerRendered(new URL(url).pathname)) return null;
  const context = await handler.query(new Request(url));
  // No loaders or actions in this app: a Response would be a redirect, which it never does.
  if (context instanceof Response) return null;

  const queryClient = createQueryClient();
  return requestFetch.run(fetchApi, async () => {
    let html = renderApp(queryClient, context);
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const pending = queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === "pending" && isEnabled(query) });
      if (pending.length === 0) break;
      // A failed query stays in its error state: the page renders what the browser would, and
      // errors are not dehydrated, so the client retries them.
      // No retries here: a visitor waits for this HTML, and the browser retries anyway.
      await Promise.all(
        pending.map((query) =>
          query.fetch({ ...query.options, retry: false }).catch(() => undefined),
        ),
      );
      html = renderApp(queryClient, context);
    }
    const state: AppState = { queries: dehydrate(queryClient) };
    queryClient.clear();
    return { html, state };
  });
}
