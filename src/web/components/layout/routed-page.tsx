import { Suspense } from "react";
import { Outlet } from "react-router";
import { ScrollRestoration } from "@/web/app/scroll-restoration";
import { PageLoader } from "../page-loader";
import { RouteErrorBoundary } from "../route-error-boundary";

/**
 * The routed page inside the frame (app-layout.tsx). On the first visit to a client-rendered
 * page the spinner shows until its code is in; on later navigations the router's transition
 * keeps the current page meanwhile (transition-router.tsx). A page that throws shows RouteError
 * here, in the frame, until the next navigation.
 */
export function RoutedPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      {/* New pages open at the top; back and forward restore the earlier scroll position.
          Inside the boundary: set once the page (not the spinner) shows. */}
      <ScrollRestoration />
    </Suspense>
  );
}
