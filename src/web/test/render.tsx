/**
 * renderWithProviders: a component under test gets what the app gives it (Mantine with the app
 * theme and the toast outlet, a QueryClient without retries, a MemoryRouter). The QueryClient
 * and a userEvent instance come back with the render result, to seed data and act.
 */
import { MantineProvider } from "@mantine/core";
import { Notifications, notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { cssVariablesResolver, theme } from "@/web/app/theme";

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export interface ProvidersOptions extends Omit<RenderOptions, "wrapper" | "queries"> {
  /** Start URL of the MemoryRouter. */
  route?: string;
  /** Extra routes beside the one under test, e.g. a redirect target: { "/auth": <p>Auth</p> }. */
  routes?: Record<string, ReactNode>;
  /** Path pattern the element is mounted at (defaults to every path). */
  path?: string;
  queryClient?: QueryClient;
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const {
    route = "/",
    routes = {},
    path = "*",
    queryClient = createTestQueryClient(),
    ...renderOptions
  } = options;
  notifications.clean();
  const user = userEvent.setup();
  // A wrapper (not a tree around `ui`), so rerender() keeps the providers and the router.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              {Object.entries(routes).map(([routePath, element]) => (
                <Route key={routePath} path={routePath} element={element} />
              ))}
              <Route path={path} element={children} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  const result = render(ui, { ...renderOptions, wrapper: Providers });
  return { ...result, user, queryClient };
}

/** A JSON Response as fetch would resolve it. */
/** The API's 400 answer with field messages (`validation_failed`), as the form kit receives it. */
export function validationErrorResponse(
  fields: Record<string, string>,
  message = "Invalid input",
): Response {
  return jsonResponse({ error: { code: "validation_failed", message, fields } }, 400);
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
