// The theme's CSS variables, written at build time (theme-css-variables.ts), before our rules.
import "./theme-variables.css";
import "./global.css";

import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "@/web/lib/react-query";
import { NotificationsOutlet } from "./notifications-outlet";
import { theme } from "./theme";

/**
 * Theme (MantineProvider with the scheme forced to light; the theme's CSS variables are in the
 * entry's sheet, built from the theme by theme-css-variables.ts, so it writes none at run
 * time), notifications (mounted with the first toast) and the query cache. The server render and the hydrating client pass their own query client
 * (filled with the page's data); otherwise a fresh one is made.
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
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <NotificationsOutlet />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
