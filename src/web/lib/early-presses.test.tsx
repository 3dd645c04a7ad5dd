// @vitest-environment jsdom
/**
 * A late part hydrated in the browser as on a first visit: server markup, hydrateRoot, the
 * part's code arriving later. Presses made on it in between are played again once it works.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { act, type ComponentType, Suspense, useState } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { hydrateInTest } from "@/web/test/hydrate";
import { EarlyPresses } from "./early-presses";
import { type Preloadable, preloadable } from "./preloadable";

interface PartProps {
  amount: string;
  onAmountChange: (text: string) => void;
  onOpen: () => void;
  onKey: (key: string) => void;
}

/** A stand-in for the filter fields: a button, a key handler, a controlled text input. */
function Part({ amount, onAmountChange, onOpen, onKey }: PartProps) {
  return (
    <div>
      <button type="button" onClick={onOpen} onKeyDown={(event) => onKey(event.key)}>
        Open
      </button>
      <input
        aria-label="Amount"
        value={amount}
        onChange={(event) => onAmountChange(event.currentTarget.value)}
      />
    </div>
  );
}

function Page({
  part,
  withRegion,
  onOpen,
  onKey,
}: {
  part: Preloadable<PartProps>;
  withRegion: boolean;
  onOpen: () => void;
  onKey: (key: string) => void;
}) {
  // The state lives outside the part, as the filter bar's amount text does.
  const [amount, setAmount] = useState("");
  const late = (
    <Suspense fallback={null}>
      <part.Component amount={amount} onAmountChange={setAmount} onOpen={onOpen} onKey={onKey} />
    </Suspense>
  );
  return (
    <main>
      <output>{`amount: [${amount}]`}</output>
      {withRegion ? <EarlyPresses pending={() => !part.isLoaded()}>{late}</EarlyPresses> : late}
    </main>
  );
}

/** Server-renders the page, then hydrates it with a part whose code arrives on `deliver()`. */
async function firstVisit(withRegion: boolean) {
  const onOpen = vi.fn();
  const onKey = vi.fn();
  const onServer = preloadable(async () => Part);
  await onServer.preload();
  const container = document.createElement("div");
  const html = renderToString(
    <Page part={onServer} withRegion={withRegion} onOpen={onOpen} onKey={onKey} />,
  );
  // The server's markup, as the browser parsed it (not written as HTML into the page: see
  // security-escaping.test.ts).
  container.append(...new DOMParser().parseFromString(html, "text/html").body.childNodes);
  document.body.append(container);

  let deliver = () => {};
  const inBrowser = preloadable(
    () =>
      new Promise<ComponentType<PartProps>>((resolve) => {
        deliver = () => resolve(Part);
      }),
  );
  await hydrateInTest(
    container,
    <Page part={inBrowser} withRegion={withRegion} onOpen={onOpen} onKey={onKey} />,
  );
  return { onOpen, onKey, deliver: () => act(async () => deliver()) };
}

/** What a visitor does before the part's code is there: click, a key, typing. */
function pressEarly() {
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  fireEvent.keyDown(screen.getByRole("button", { name: "Open" }), { key: "ArrowDown" });
  // The browser's own part of typing: the text is in the input before React can hear of it.
  fireEvent.input(screen.getByRole("textbox", { name: "Amount" }), {
    target: { value: "250000" },
  });
}

test("without the region, React drops what was pressed before the part's code arrived", async () => {
  const { onOpen, onKey, deliver } = await firstVisit(false);
  pressEarly();
  await deliver();
  await act(async () => {});
  expect(onOpen).not.toHaveBeenCalled();
  expect(onKey).not.toHaveBeenCalled();
  expect(screen.getByRole("status")).toHaveTextContent("amount: []");
});

test("EarlyPresses plays the early click, key and text again once the part has hydrated", async () => {
  const { onOpen, onKey, deliver } = await firstVisit(true);
  pressEarly();
  // Nothing happens while the code is on its way (React cannot run the part's handlers).
  expect(onOpen).not.toHaveBeenCalled();
  expect(screen.getByRole("status")).toHaveTextContent("amount: []");

  await deliver();
  await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
  expect(onKey).toHaveBeenCalledWith("ArrowDown");
  expect(onKey).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("status")).toHaveTextContent("amount: [250000]");
  expect(screen.getByRole("textbox", { name: "Amount" })).toHaveValue("250000");

  // Once hydrated, a press is React's own: handled once, nothing replayed twice.
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  expect(onOpen).toHaveBeenCalledTimes(2);
});
