/**
 * renderRouter: routes rendered in the app's own router (app/transition-router.tsx) over a
 * memory history, with Mantine for the frame's components (progress bar, RouteError). For the
 * router's behaviour itself: navigations in a transition, scroll restoration, error boundaries.
 */
import { MantineProvider } from "@mantine/core";
import { act, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type RouteObject, UNSAFE_createMemoryHistory, useRoutes } from "react-router";
import { theme } from "@/web/app/theme";
import { TransitionRouter } from "@/web/app/transition-router";

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export async function renderRouter(
  routes: RouteObject[],
  { initial = "/", hydrated = false }: { initial?: string; hydrated?: boolean } = {},
) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  const user = userEvent.setup();
  // An awaited act: a page that suspends on its first render (its code loading) resumes when
  // the code arrives in a later act, which a synchronous act would not let it do.
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <MantineProvider theme={theme}>
        <TransitionRouter history={history} hydrated={hydrated}>
          <Routes routes={routes} />
        </TransitionRouter>
      </MantineProvider>,
    );
  });
  return { ...(result as ReturnType<typeof render>), history, user };
}
