import { Box } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { ScrollRestoration } from "@/web/app/scroll-restoration";
import { useLinkedInquiriesNotice } from "@/web/lib/session/linked-inquiries";
import { NavigationProgress } from "../navigation-progress";
import { PageLoader } from "../page-loader";
import { RouteErrorBoundary } from "../route-error-boundary";
import { DocumentTitleProvider } from "./document-title";
import { Footer } from "./footer";
import { Header } from "./header";
import { useFocusHeadingOnNavigate } from "./route-focus";

const MAIN_ID = "main-content";

/**
 * Page frame: skip link, sticky header, the routed page, footer. It also shows 'Previous
 * Submissions Found' when the session answer reports linked inquiries, whichever page the user
 * lands on (spec 4 'Inquiry linking'). After a navigation to another page, focus moves to that
 * page's h1 (useFocusHeadingOnNavigate).
 */
export function AppLayout() {
  useLinkedInquiriesNotice();
  useFocusHeadingOnNavigate(MAIN_ID);
  return (
    <DocumentTitleProvider>
      <NavigationProgress />
      <Box component="a" href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </Box>
      <Box mih="100dvh" style={{ display: "flex", flexDirection: "column" }}>
        <Header />
        {/* At least a screen tall: the footer stays below the fold while a page loads, so it
            never shows first and gets pushed down (layout shift). */}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          style={{ flex: 1, outline: "none", minHeight: "100dvh" }}
        >
          <Suspense fallback={<PageLoader />}>
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
            {/* New pages open at the top; back and forward restore the earlier scroll
                position. Inside the boundary: set once the page (not the spinner) shows. */}
            <ScrollRestoration />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </DocumentTitleProvider>
  );
}
