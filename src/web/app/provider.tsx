import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./global.css";

import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "@/web/lib/react-query";
import { NotificationsOutlet } from "./notifications-outlet";
import { cssVariablesResolver, theme } from "./theme";
import { ThemeCssVariables } from "./theme-css-variables";

/**
 * Theme, notifications (mounted with the first toast) and the query cache. The server render and the hydrating client pass
 * their own query client (filled with the page's data); otherwise a fresh one is made.
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
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
      // Written once per process instead of on every render (theme-css-variables.tsx).
      withCssVariables={false}
    >
      <ThemeCssVariables />
      <NotificationsOutlet />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
