import { Box } from "@mantine/core";
import { useLinkedInquiriesNotice } from "@/web/lib/session/linked-inquiries-notice";
import { NavigationProgress } from "../navigation-progress";
import { DocumentTitleProvider } from "./document-title";
import { Footer } from "./footer";
import { Header } from "./header";
import { useFocusHeadingOnNavigate } from "./route-focus";
import { RoutedPage } from "./routed-page";

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
          <RoutedPage />
        </Box>
        <Footer />
      </Box>
    </DocumentTitleProvider>
  );
}
