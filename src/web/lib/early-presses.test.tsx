// @vitest-environment jsdom
/**
 * The page's one early-press mechanism on a first visit: the server's inline recorder runs
 * before the markup, the visitor presses before the app's code has run and before a late
 * part's code has arrived, then the app takes over, hydrates, and plays each kept press once,
 * when what it pressed works.
 */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { act, type ComponentType, useEffect } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { installEarlyPressRecorder } from "@/web/test/early-press-recorder";
import { hydrateInTest } from "@/web/test/hydrate";
import { LatePartBoundary, playEarlyPresses, takeOverEarlyPresses } from "./early-presses";
import { type Preloadable, preloadable } from "./preloadable";

interface Handlers {
  onMenu: () => void;
  onOpen: () => void;
  onSend: () => void;
}

/** A stand-in for a late part: a button and a form React submits (no `action`). */
function Part({ onOpen, onSend }: Pick<Handlers, "onOpen" | "onSend">) {
  return (
    <div>
      <button type="button" onClick={onOpen}>
        Open
      </button>
      <form
        aria-label="Note"
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <button type="submit">Send</button>
      </form>
    </div>
  );
}

/** main.tsx's MarkAppReady: once the root has hydrated, the kept presses that now work. */
function PlayOnHydration() {
  useEffect(() => playEarlyPresses(), []);
  return null;
}

function Page({ part, handlers }: { part: Preloadable<Handlers>; handlers: Handlers }) {
  return (
    <main>
      <PlayOnHydration />
      <button type="button" onClick={handlers.onMenu}>
        Menu
      </button>
      <a href="#about">About</a>
      <LatePartBoundary part={part} fallback={null}>
        <part.Component {...handlers} />
      </LatePartBoundary>
    </main>
  );
}

/** The server's page with its recorder (or not); `hydrate` is the app's code arriving. */
async function firstVisit({ recorder }: { recorder: boolean }) {
  const handlers = { onMenu: vi.fn(), onOpen: vi.fn(), onSend: vi.fn() };
  const name = `part-${Math.random()}`;
  const onServer = preloadable(async () => Part as ComponentType<Handlers>, { name });
  await onServer.preload();
  const html = renderToString(<Page part={onServer} handlers={handlers} />);
  if (recorder) installEarlyPressRecorder();
  const container = document.createElement("div");
  container.append(...new DOMParser().parseFromString(html, "text/html").body.childNodes);
  document.body.append(container);

  let deliver = () => {};
  const inBrowser = preloadable(
    () =>
      new Promise<ComponentType<Handlers>>((resolve) => {
        deliver = () => resolve(Part as ComponentType<Handlers>);
      }),
    { name },
  );
  const hydrate = async () => {
    takeOverEarlyPresses();
    await hydrateInTest(container, <Page part={inBrowser} handlers={handlers} />);
  };
  return { handlers, hydrate, deliver: () => act(async () => deliver()) };
}

function pressEverything() {
  fireEvent.click(screen.getByRole("button", { name: "Menu" }));
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  fireEvent.click(screen.getByRole("button", { name: "Send" }));
}

test("without the recorder, what was pressed before the code ran is lost", async () => {
  const { handlers, hydrate, deliver } = await firstVisit({ recorder: false });
  pressEverything();
  await hydrate();
  await deliver();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(handlers.onMenu).not.toHaveBeenCalled();
  expect(handlers.onOpen).not.toHaveBeenCalled();
  expect(handlers.onSend).not.toHaveBeenCalled();
});

test("each press is played once, when what it pressed works", async () => {
  const { handlers, hydrate, deliver } = await firstVisit({ recorder: true });
  pressEverything();
  // Before the app's code: the browser must not send the form itself (it has no action).
  expect(fireEvent.submit(screen.getByRole("form", { name: "Note" }))).toBe(false);
  // Pressed twice because nothing happened: still one press.
  fireEvent.click(screen.getByRole("button", { name: "Menu" }));
  // A link is the browser's: not kept.
  fireEvent.click(screen.getByRole("link", { name: "About" }));
  expect(window.__earlyPresses?.presses.map((press) => press.target.textContent)).toEqual([
    "Menu",
    "Open",
    // The form, with the button that sent it.
    "Send",
  ]);

  // The app hydrates: the page's own button works and gets its press; the late part waits.
  await hydrate();
  expect(handlers.onMenu).toHaveBeenCalledTimes(1);
  expect(handlers.onOpen).not.toHaveBeenCalled();
  // A press on the late part meanwhile (React cannot hydrate it yet) is kept too.
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  expect(handlers.onOpen).not.toHaveBeenCalled();

  await deliver();
  await waitFor(() => expect(handlers.onOpen).toHaveBeenCalledTimes(1));
  expect(handlers.onSend).toHaveBeenCalledTimes(1);
  expect(handlers.onMenu).toHaveBeenCalledTimes(1);

  // Hydrated: presses are React's own, handled once, nothing kept or played again.
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  fireEvent.click(screen.getByRole("button", { name: "Menu" }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(handlers.onOpen).toHaveBeenCalledTimes(2);
  expect(handlers.onMenu).toHaveBeenCalledTimes(2);
  expect(window.__earlyPresses?.presses).toEqual([]);
});
