// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { APPROACH_MARGIN, LoadOnApproach } from "./load-on-approach";

/** jsdom has no IntersectionObserver: a stand-in the test drives. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Pick<IntersectionObserverEntry, "isIntersecting">[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reporting whether the observed elements are within the margin. */
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

beforeEach(() => {
  FakeObserver.last = undefined;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

function renderPart(load: () => void) {
  return render(
    <main>
      <button type="button">Elsewhere</button>
      <LoadOnApproach load={load}>
        <div style={{ display: "contents" }}>
          <form aria-label="Late part">
            <input aria-label="Field" />
          </form>
          <template />
        </div>
      </LoadOnApproach>
    </main>,
  );
}

test("loads once the part comes within the margin, not before", () => {
  const load = vi.fn();
  renderPart(load);
  const observer = FakeObserver.last;
  expect(observer?.options.rootMargin).toBe(APPROACH_MARGIN);
  // The boxes under the layout-neutral wrappers are watched (a display: contents element has
  // none, and a template is not shown).
  expect(observer?.observed).toEqual([screen.getByRole("form", { name: "Late part" })]);

  observer?.report(false);
  expect(load).not.toHaveBeenCalled();
  observer?.report(true);
  expect(load).toHaveBeenCalledTimes(1);
  expect(observer?.disconnected).toBe(true);
});

test.each([
  ["focus", (field: Element) => fireEvent.focusIn(field)],
  ["pointer", (field: Element) => fireEvent.pointerOver(field)],
  ["touch", (field: Element) => fireEvent.touchStart(field)],
  ["click", (field: Element) => fireEvent.click(field)],
])("loads on the first %s on the part, once", (_, reach) => {
  const load = vi.fn();
  renderPart(load);
  const field = screen.getByRole("textbox", { name: "Field" });
  reach(field);
  reach(field);
  expect(load).toHaveBeenCalledTimes(1);
});

test("a reach elsewhere on the page loads nothing", () => {
  const load = vi.fn();
  renderPart(load);
  const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
  fireEvent.focusIn(elsewhere);
  fireEvent.pointerOver(elsewhere);
  fireEvent.click(elsewhere);
  expect(load).not.toHaveBeenCalled();
});

test("without IntersectionObserver, loads at once", () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  const load = vi.fn();
  renderPart(load);
  expect(load).toHaveBeenCalledTimes(1);
});
