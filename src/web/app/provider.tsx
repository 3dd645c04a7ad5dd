// The theme's CSS variables and Mantine's global classes, written at build time
// (theme-css-variables.ts), before our rules.
import "./theme-variables.css";
import "./global.css";

import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "@/web/lib/react-query";
import { NotificationsOutlet } from "./notifications-outlet";
import { theme } from "./theme";

/**
 * Theme (MantineProvider with the scheme forced to light; the theme's CSS variables and the
 * global classes of hiddenFrom / visibleFrom are in the entry's sheet, built from the theme by
 * theme-css-variables.ts, so it writes neither at run time), notifications (mounted with the
 * first toast) and the query cache. The server render and the hydrating client pass their own
 * query client (filled with the page's data); otherwise a fresh one is made.
 *
 * deduplicateInlineStyles: the rules of responsive style props (`py={{ base: "md", sm: "xl" }}`)
 * are React 19 hoisted styles (one per distinct rule, in the head) instead of a `<style>` beside
 * each element in the body, which HTML does not allow (entry-server.tsx puts them in the server's
 * head; docs/decisions/2026-11-27-valid-html.md). They are unlayered, so they still win over
 * Mantine's sheets (layer `mantine`) wherever they land in the head.
 */
export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      <NotificationsOutlet />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
