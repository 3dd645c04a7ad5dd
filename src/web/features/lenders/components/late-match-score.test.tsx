// @vitest-environment jsdom
/**
 * The cards' match score as a first visit meets it: the server renders the badge, the browser
 * hydrates the listing and gets the score's code later. A re-render of the listing in between
 * must keep the server's markup (LenderCard and the score are memoised), and a press on the
 * badge in between opens the explanation once the code has arrived.
 */
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test, vi } from "vitest";
import type { LenderSearchItem } from "@/domain/lenders/lender-dto";
import { theme } from "@/web/app/theme";
import { installEarlyPressRecorder } from "@/web/test/early-press-recorder";
import { hydrateInTest } from "@/web/test/hydrate";

/** Counts the cards' renders: a listing re-render must not render them again. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/domain/lenders/lender-card", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/domain/lenders/lender-card")>();
  return {
    ...original,
    keyMetric: (...args: Parameters<typeof original.keyMetric>) => {
      cardRenders.count += 1;
      return original.keyMetric(...args);
    },
  };
});

function item(id: number, name: string): LenderSearchItem {
  const breakdown = ["loan_amount", "credit_score", "state", "property_type", "reviews"].map(
    (criterion) => ({ criterion, label: `${criterion} label`, value: 1, explanation: "Fits." }),
  );
  return {
    lender: {
      id,
      slug: name.toLowerCase().replaceAll(" ", "-"),
      companyName: name,
      reviewScore: 4.5,
      totalReviews: 12,
      minimumLoanAmount: 50_000,
      averageFundingTime: 10,
      yearsInBusiness: 8,
    },
    product: {
      productType: "fix_and_flip",
      loanAmountMin: 50_000,
      lowestRate: 9.5,
      minimumFico: 680,
      maxLtv: 80,
      maxLtc: null,
      maxLtarv: null,
      maxRehabPercentage: null,
      maximumArv: null,
    },
    match: { score: 4.2, shown: true, breakdown },
  } as unknown as LenderSearchItem;
}

const items = [item(1, "Cedar Capital"), item(2, "Birch Lending")];

type Card = typeof import("./lender-card").LenderCard;

/** Renders the listing again, as its own state changes do (set by the mounted Listing). */
let refresh = () => {};

/** The listing's part: its state changes (the app's providers above it do not re-render). */
function Cards({ LenderCard }: { LenderCard: Card }) {
  const [renders, setRenders] = useState(0);
  refresh = () => setRenders((count) => count + 1);
  return (
    <>
      <output>{`render ${renders}`}</output>
      {items.map((entry) => (
        <LenderCard key={entry.lender.id} item={entry} search="" />
      ))}
    </>
  );
}

function Listing({ LenderCard }: { LenderCard: Card }) {
  return (
    <MantineProvider theme={theme}>
      <MemoryRouter>
        <Cards LenderCard={LenderCard} />
      </MemoryRouter>
    </MantineProvider>
  );
}

test("the server's badges stay until their code arrives, and an early press opens the explanation", async () => {
  // The server: the listing's prefetch loads the score's code, then renders.
  const server = await import("./late-match-score");
  await server.preloadMatchScore();
  const { LenderCard: ServerCard } = await import("./lender-card");
  const html = renderToString(<Listing LenderCard={ServerCard} />);
  expect(html.match(/<template data-late-part/g)).toHaveLength(items.length);
  const container = document.createElement("div");
  container.append(document.createRange().createContextualFragment(html));
  document.body.append(container);
  const serverBadge = screen.getAllByRole("button", { name: /^Match 4\.2\/5/ })[0];

  // The browser: fresh modules, the score's chunk on its way until deliver().
  const scoreModule = await import("./match-score");
  vi.resetModules();
  let deliver = () => {};
  const arrived = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  vi.doMock("./match-score", async () => {
    await arrived;
    return scoreModule;
  });
  const { LenderCard } = (await import("./lender-card")) as { LenderCard: Card };
  const onRecoverableError = vi.fn();
  // The page's early-press recorder (server/html/early-press-script.ts), then the app's code.
  // The browser's own copy of the module (the modules were reset above).
  installEarlyPressRecorder();
  const { takeOverEarlyPresses } = await import("@/web/lib/early-presses");
  takeOverEarlyPresses();
  await hydrateInTest(container, <Listing LenderCard={LenderCard} />, { onRecoverableError });
  const rendersAfterHydration = cardRenders.count;

  // The listing renders again (e.g. its reduced-motion hook's effect) before the code is there.
  await act(async () => refresh());
  expect(screen.getByText("render 1")).toBeInTheDocument();
  expect(cardRenders.count).toBe(rendersAfterHydration);
  expect(screen.getAllByRole("button", { name: /^Match 4\.2\/5/ })[0]).toBe(serverBadge);

  // A click React cannot handle yet: kept, and played again once the part has hydrated.
  fireEvent.click(serverBadge as HTMLElement);
  expect(screen.queryByRole("dialog")).toBeNull();
  await act(async () => deliver());
  // Opened once (a click replayed twice would close it again). Its transition does not run in
  // jsdom, so it is found among hidden elements; the browser tests see it shown.
  await waitFor(() => expect(serverBadge).toHaveAttribute("aria-expanded", "true"));
  const dialogs = screen.getAllByRole("dialog", { hidden: true });
  expect(dialogs).toHaveLength(1);
  const explanation = dialogs[0] as HTMLElement;
  expect(serverBadge).toHaveAttribute("aria-controls", explanation.id);
  const title = document.getElementById(explanation.getAttribute("aria-labelledby") ?? "");
  expect(title).toHaveTextContent("Match score 4.2 / 5");
  expect(onRecoverableError).not.toHaveBeenCalled();
  // Hydrated in place: still the server's element.
  expect(screen.getAllByRole("button", { name: /^Match 4\.2\/5/ })[0]).toBe(serverBadge);
});
