import { type Location, matchRoutes, type Params, type RouteObject, useRoutes } from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";
import { AppLayout } from "@/web/components/layout/app-layout";
import { loadUserMenuBeforeHydration, preloadUserMenu } from "@/web/components/layout/header";
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
}

/**
 * A route whose page is code-split (lazy-page.ts): its chunk is fetched on first visit. On the
 * very first load of a client-rendered page the spinner shows inside the layout (header and
 * footer render at once); on later navigations the current page stays while the top progress
 * bar runs.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "Component" | "handle"> {
  const lazy = lazyPage(load);
  return { Component: lazy.Component, handle: { page: lazy } satisfies AppRouteHandle };
}

/** The page frame's data: the header's session (and unread badge), the footer's configuration. */
const prefetchFrame: Prefetch = async (context) => {
  const { load } = context;
  const [me] = await Promise.all([load(getMeQueryOptions()), load(getConfigQueryOptions())]);
  // The badge's and the avatar menu's code stay out of a visitor's download (header.tsx).
  if (me) {
    const badge = await import("@/web/features/messages/components/header-unread-badge");
    await Promise.all([badge.prefetchUnreadBadge(me, context), preloadUserMenu()]);
  }
};

const listingPage = page(() => import("@/web/routes/listing"));

/** Spec 2 'Route table'. /robots.txt and /sitemap.xml are served by the API, not by the SPA. */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: AppLayout,
    handle: { prefetch: prefetchFrame } satisfies AppRouteHandle,
    children: [
      { index: true, ...page(() => import("@/web/routes/home")) },
      { path: "auth", ...page(() => import("@/web/routes/auth")) },
      { path: "dashboard", ...page(() => import("@/web/routes/dashboard")) },
      { path: "borrower-dashboard", ...page(() => import("@/web/routes/borrower-dashboard")) },
      ...LOAN_TYPES.map((type) => ({
        path: LOAN_TYPE_INFO[type].route.slice(1),
        ...listingPage,
      })),
      { path: "admin-legacy", ...page(() => import("@/web/routes/admin-legacy")) },
      {
        path: "admin",
        ...page(() => import("@/web/routes/admin/admin-layout")),
        children: [
          { index: true, ...page(() => import("@/web/routes/admin/overview")) },
          { path: "lenders", ...page(() => import("@/web/routes/admin/lenders")) },
          { path: "lenders/new", ...page(() => import("@/web/routes/admin/lender-new")) },
          { path: "lenders/:id", ...page(() => import("@/web/routes/admin/lender")) },
          { path: "loan-requests", ...page(() => import("@/web/routes/admin/loan-requests")) },
          { path: "loan-requests/:id", ...page(() => import("@/web/routes/admin/loan-request")) },
          { path: "users", ...page(() => import("@/web/routes/admin/users")) },
          { path: "users/:id", ...page(() => import("@/web/routes/admin/user")) },
        ],
      },
      { path: "lender/:slug", ...page(() => import("@/web/routes/lender-profile")) },
      { path: "inquiry", ...page(() => import("@/web/routes/inquiry")) },
      { path: "profile", ...page(() => import("@/web/routes/profile")) },
      { path: "lender-signup", ...page(() => import("@/web/routes/lender-signup")) },
      { path: "lender-login", ...page(() => import("@/web/routes/lender-login")) },
      { path: "reset-password", ...page(() => import("@/web/routes/reset-password")) },
      { path: "lender-dashboard", ...page(() => import("@/web/routes/lender-dashboard")) },
      { path: "privacy", ...page(() => import("@/web/routes/privacy")) },
      { path: "terms", ...page(() => import("@/web/routes/terms")) },
      { path: "brand-assets", ...page(() => import("@/web/routes/brand-assets")) },
      { path: "unsubscribe", ...page(() => import("@/web/routes/unsubscribe")) },
      { path: "*", ...page(() => import("@/web/routes/not-found")) },
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

/** A navigation starts loading the next page's code (a failure shows when the page renders). */
function preloadPages(location: Location) {
  loadMatchedPages(location).catch(() => undefined);
}

/**
 * Before the first render in the browser. A server-rendered page waits for the code of its
 * matched pages (and, for a signed-in user, the avatar menu), so the first client render is the
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
