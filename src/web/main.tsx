import "./lib/zod-config";
import { hydrate as hydrateQueries } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { hasSignInHint } from "@/domain/accounts/sign-in-hint";
import { AppProvider } from "./app/provider";
import { AppRouter, prepareFirstRender } from "./app/router";
import { readAppState } from "./app/ssr-state";
import { playEarlyPresses, takeOverEarlyPresses } from "./lib/early-presses";
import { expectServerRenderedParts, whenPreloaded } from "./lib/preloadable";
import { createQueryClient } from "./lib/react-query";
import { meQueryKey } from "./lib/session/me";
import { dropSharedListingScoreOnceMeAnswers } from "./lib/session/shared-listing-score";

const root = document.getElementById("root");
// Spec 8: a missing root element stops app startup.
if (!root) throw new Error("LenderLane: the #root element is missing from index.html.");

/**
 * Marks the document once the app has rendered (or hydrated) and its handlers are attached:
 * `<html data-app-ready>` (after the parts that load late, too). The end-to-end tests wait for it after opening a page by URL, since a
 * server-rendered page is visible (and clickable) before its buttons work. It wraps the app
 * rather than sitting beside it: the tree must have the server's shape (entry-server.tsx), as
 * `useId` numbers its ids by position, and a sibling would fork the path to every id (Mantine's
 * responsive styles and tooltips use them; the attributes then mismatched on hydration).
 */
function MarkAppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Presses made before the page's code arrived (lib/early-presses.tsx): what they pressed
    // works now, but in late parts still on their way (played once those have hydrated).
    playEarlyPresses();
    // Parts of the page that load after it (lib/preloadable.ts, e.g. home's search form)
    // hydrate when their code arrives: ready once they have.
    void whenPreloaded().then(() => {
      document.documentElement.dataset.appReady = "true";
    });
  }, []);
  return children;
}

// A public page arrives server-rendered with its data (entry-server.tsx): hydrate it with that
// data, no refetch. Private pages arrive empty and render here.
async function start(container: HTMLElement) {
  const state = readAppState(document);
  const queryClient = createQueryClient();
  if (state) hydrateQueries(queryClient, state.queries);
  // A page rendered for nobody hands the session over as stale so a signed-in user's header
  // fills in (app/ssr-state.ts); a browser without the sign-in hint is a visitor's: its
  // 'nobody' is fresh, and nothing is asked (issue 34).
  if (state && !hasSignInHint(document.cookie) && queryClient.getQueryData(meQueryKey) === null) {
    queryClient.setQueryData(meQueryKey, null);
  }
  // A shared listing's profile score (issue 34) serves until the browser's own /api/me answer.
  dropSharedListingScoreOnceMeAnswers(queryClient);
  const hydrate = state !== null;
  await prepareFirstRender({ hydrate, signedIn: Boolean(queryClient.getQueryData(meQueryKey)) });
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <MarkAppReady>
          <AppRouter hydrated={hydrate} />
        </MarkAppReady>
      </AppProvider>
    </StrictMode>
  );
  // Hydration as a transition: React works through the page in slices of a few milliseconds
  // and yields to the browser between them (input, paint), instead of one task of hundreds of
  // milliseconds on a phone (Lighthouse's total blocking time). It starts at once and is not
  // deferred: a click or key on a part not hydrated yet makes React hydrate that part first.
  if (hydrate) {
    expectServerRenderedParts(container);
    takeOverEarlyPresses();
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}

void start(root);
