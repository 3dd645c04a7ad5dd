import { type Location, matchRoutes, type Params, type RouteObject, useRoutes } from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import { AppLayout } from "@/web/components/layout/app-layout";
import {
  loadUnreadBadgeBeforeHydration,
  loadUserMenuBeforeHydration,
  preloadUnreadBadge,
  preloadUserMenu,
} from "@/web/components/layout/header";
import { RouteErrorBoundary } from "@/web/components/route-error-boundary";
import { getConfigQueryOptions } from "@/web/lib/config";
import { getMeQueryOptions } from "@/web/lib/session/me";
import { type LazyPage, lazyPage, type PageModule } from "./lazy-page";
import type { Prefetch } from "./prefetch";
import { TransitionRouter } from "./transition-router";

/**
 * What a route carries beside its element: the frame's prefetch (server rendering), or the
 * code-split page it renders (whose module exports the page's prefetch).
 */
interface AppRouteHandle {
  prefetch?: Prefetch;
  page?: LazyPage;
  /** The page's module as the build manifest names its chunk (e.g. routes/home.tsx). */
  source?: string;
}

/**
 * Every page module by its source path, each a chunk of its own loaded on demand. Globbed (not
 * one `import()` per route) so that each route knows its source file: the server preloads the
 * matched page's chunks by it (server/html/page-scripts.ts).
 */
const pageModules = import.meta.glob<PageModule>([
  "../routes/**/*.tsx",
  "!../routes/**/*.test.tsx",
]);

/**
 * A route whose page is code-split (lazy-page.ts): its chunk is fetched on first visit. On the
 * very first load of a client-rendered page the spinner shows inside the layout (header and
 * footer render at once); on later navigations the current page stays while the top progress
 * bar runs.
 */
function page(name: string): Pick<RouteObject, "Component" | "handle"> {
  const source = `routes/${name}.tsx`;
  const load = pageModules[`../${source}`];
  if (!load) throw new Error(`No page module ${source}`);
  const lazy = lazyPage(load);
  return { Component: lazy.Component, handle: { page: lazy, source } satisfies AppRouteHandle };
}

/** The page frame's data: the header's session (and unread badge), the footer's configuration. */
const prefetchFrame: Prefetch = async (context) => {
  const { load } = context;
  const [me] = await Promise.all([load(getMeQueryOptions()), load(getConfigQueryOptions())]);
  // The badge's and the avatar menu's code stay out of a visitor's download (header.tsx).
  if (me) {
    const badge = await import("@/web/features/messages/components/header-unread-badge");
    await Promise.all([
      badge.prefetchUnreadBadge(me, context),
      preloadUserMenu(),
      preloadUnreadBadge(),
    ]);
  }
};

const listingPage = page("listing");

/** Spec 2 'Route table'. /robots.txt and /sitemap.xml are served by the API, not by the SPA. */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: AppLayout,
    handle: { prefetch: prefetchFrame } satisfies AppRouteHandle,
    children: [
      { index: true, ...page("home") },
      { path: "auth", ...page("auth") },
      { path: "auth/two-factor", ...page("auth-two-factor") },
      { path: "dashboard", ...page("dashboard") },
      { path: "borrower-dashboard", ...page("borrower-dashboard") },
      ...LOAN_TYPES.map((type) => ({
        path: LOAN_TYPE_INFO[type].route.slice(1),
        ...listingPage,
      })),
      { path: "admin-legacy", ...page("admin-legacy") },
      {
        path: "admin",
        ...page("admin/admin-layout"),
        children: [
          { index: true, ...page("admin/overview") },
          { path: "lenders", ...page("admin/lenders") },
          { path: "lenders/new", ...page("admin/lender-new") },
          { path: "lenders/:id", ...page("admin/lender") },
          { path: "loan-requests", ...page("admin/loan-requests") },
          { path: "loan-requests/:id", ...page("admin/loan-request") },
          { path: "users", ...page("admin/users") },
          { path: "users/:id", ...page("admin/user") },
          { path: "audit", ...page("admin/audit") },
          { path: "reviews", ...page("admin/reviews") },
          { path: "verifications", ...page("admin/verifications") },
          { path: "verifications/:lenderId", ...page("admin/verification") },
          { path: "privacy", ...page("admin/privacy") },
        ],
      },
      { path: "lender/:slug", ...page("lender-profile") },
      { path: "inquiry", ...page("inquiry") },
      { path: "profile", ...page("profile") },
      { path: "profile/notifications", ...page("profile-notifications") },
      { path: "lender-signup", ...page("lender-signup") },
      { path: "lender-login", ...page("lender-login") },
      { path: "reset-password", ...page("reset-password") },
      { path: "lender-dashboard", ...page("lender-dashboard") },
      { path: "privacy", ...page("privacy") },
      { path: "terms", ...page("terms") },
      { path: "brand-assets", ...page("brand-assets") },
      { path: "calculators", ...page("calculators") },
      { path: "unsubscribe", ...page("unsubscribe") },
      { path: "saved-searches/unsubscribe", ...page("saved-search-unsubscribe") },
      { path: "request-confirmation", ...page("request-confirmation") },
      { path: "team-invitation", ...page("team-invitation") },
      { path: "next-step", ...page("next-step") },
      { path: "*", ...page("not-found") },
    ],
  },
];

/** A matched route, its page's code loaded: what the server's prefetch and render need. */
export interface LoadedMatch {
  params: Params;
  /** The route's path pattern ("*" for the not-found page). */
  path: string | undefined;
  prefetch: Prefetch | undefined;
}

/**
 * Loads the code of every page a location matches, at once (the admin layout and its page
 * too, not one after the other), and resolves with the matches and their prefetch.
 */
export async function loadMatchedPages(
  location: string | Partial<Location>,
): Promise<LoadedMatch[]> {
  const matches = matchRoutes(routes, location) ?? [];
  const handles = matches.map(({ route }) => (route.handle ?? {}) as AppRouteHandle);
  await Promise.all(handles.map((handle) => handle.page?.load()));
  return matches.map(({ route, params }, i) => ({
    params,
    path: route.path,
    prefetch: handles[i]?.prefetch ?? handles[i]?.page?.loaded()?.prefetch,
  }));
}

/**
 * The source files of the pages a path matches (the admin layout and its page), which the
 * server preloads with the page (server/html/page-scripts.ts).
 */
export function matchedPageSources(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const source = (route.handle as AppRouteHandle | undefined)?.source;
    return source ? [source] : [];
  });
}

/** A navigation starts loading the next page's code (a failure shows when the page renders). */
function preloadPages(location: Location) {
  loadMatchedPages(location).catch(() => undefined);
}

/**
 * Before the first render in the browser. A server-rendered page waits for the code of its
 * matched pages (and, for a signed-in user, the avatar menu and unread badge), so the first client render is the
 * page the server sent and React hydrates it instead of replacing it. A client-rendered page
 * only starts the loads: it shows the spinner meanwhile.
 */
export async function prepareFirstRender({
  hydrate,
  signedIn = false,
}: {
  hydrate: boolean;
  /** The hydrated session is a user's: the avatar menu the server rendered loads first. */
  signedIn?: boolean;
}): Promise<void> {
  if (!hydrate) {
    loadMatchedPages(window.location.pathname).catch(() => undefined);
    return;
  }
  await Promise.all([
    loadMatchedPages(window.location.pathname),
    signedIn ? loadUserMenuBeforeHydration() : undefined,
    signedIn ? loadUnreadBadgeBeforeHydration() : undefined,
  ]);
}

/**
 * The routed app, in whichever router holds it (the browser's below, the server's
 * StaticRouter). A page that throws shows RouteError inside the frame (app-layout.tsx); this
 * boundary is for the frame itself.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

export function AppRouter({ hydrated }: { hydrated: boolean }) {
  return (
    <TransitionRouter hydrated={hydrated} onNavigate={preloadPages}>
      <AppRoutes />
    </TransitionRouter>
  );
}
