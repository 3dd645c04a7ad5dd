import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";
import { AppLayout } from "@/web/components/layout/app-layout";
import { loadUserMenuBeforeHydration, preloadUserMenu } from "@/web/components/layout/header";
import { PageLoader } from "@/web/components/page-loader";
import { RouteError } from "@/web/components/route-error";
import { getConfigQueryOptions } from "@/web/lib/config";
import { getMeQueryOptions } from "@/web/lib/session/me";
import type { Prefetch, RouteHandle } from "./prefetch";

/** A route module: the page, and the data it needs when the server renders it (prefetch.ts). */
type PageModule = { default: ComponentType; prefetch?: Prefetch };

/**
 * A route whose component is code-split: its chunk is fetched on first visit. On the very first
 * page load the spinner shows inside the layout (header and footer render at once); on later
 * navigations the current page stays while the top progress bar runs.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, "lazy" | "HydrateFallback"> {
  return {
    lazy: async () => {
      const module = await load();
      const handle: RouteHandle = { prefetch: module.prefetch };
      return { Component: module.default, handle };
    },
    HydrateFallback: PageLoader,
  };
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

const listingPage = () => import("@/web/routes/listing");

/** Spec 2 'Route table'. /robots.txt and /sitemap.xml are served by the API, not by the SPA. */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: AppLayout,
    errorElement: <RouteError />,
    handle: { prefetch: prefetchFrame } satisfies RouteHandle,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import("@/web/routes/home")) },
          { path: "auth", ...page(() => import("@/web/routes/auth")) },
          { path: "dashboard", ...page(() => import("@/web/routes/dashboard")) },
          { path: "borrower-dashboard", ...page(() => import("@/web/routes/borrower-dashboard")) },
          ...LOAN_TYPES.map((type) => ({
            path: LOAN_TYPE_INFO[type].route.slice(1),
            ...page(listingPage),
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
              {
                path: "loan-requests/:id",
                ...page(() => import("@/web/routes/admin/loan-request")),
              },
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
    ],
  },
];

/**
 * The browser router. A server-rendered page first loads the code of its matched routes, so the
 * first client render is the page the server sent (not the HydrateFallback spinner), and React
 * hydrates it instead of replacing it.
 */
export async function createAppRouter({
  hydrate,
  signedIn = false,
}: {
  hydrate: boolean;
  /** The hydrated session is a user's: the avatar menu the server rendered loads first. */
  signedIn?: boolean;
}) {
  if (hydrate) {
    const frame = signedIn ? loadUserMenuBeforeHydration() : Promise.resolve();
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== "function") return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
    await frame;
  }
  return createBrowserRouter(
    routes,
    hydrate ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : undefined,
  );
}

export type AppRouterInstance = Awaited<ReturnType<typeof createAppRouter>>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
