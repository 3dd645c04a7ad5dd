import { useCallback, useEffect, useRef, useState } from "react";
import { activeSectionIndex } from "./profile-sections";

/** How long a nav jump's target stays current whatever the scroll says (smooth scrolling). */
const PIN_GRACE_MS = 1000;

const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

/**
 * The id of the section currently under `line` (px from the viewport top), updated on scroll
 * and resize (once per frame). `select` marks a nav jump's target as current at once; it stays
 * current while it is on screen, so a short section near the end of the page is not
 * overridden by the "bottom of the page means the last section" rule.
 */
export function useActiveSection(ids: readonly string[], line: number) {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const pin = useRef<{ id: string; until: number } | null>(null);
  const remeasure = useRef<() => void>(() => {});
  const key = ids.join(" ");

  useEffect(() => {
    const sectionIds = key.split(" ").filter(Boolean);
    let frame = 0;

    const pinHolds = (): boolean => {
      const current = pin.current;
      if (!current) return false;
      if (performance.now() < current.until) return true;
      const box = document.getElementById(current.id)?.getBoundingClientRect();
      const onScreen = !!box && box.top < window.innerHeight && box.bottom > line;
      if (!onScreen) pin.current = null;
      return onScreen;
    };

    const measure = () => {
      frame = 0;
      if (pinHolds()) return;
      const tops = sectionIds.map(
        (id) =>
          document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
      );
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      // At the very top the first section is current even if the page is short.
      const index = window.scrollY <= 0 ? 0 : activeSectionIndex(tops, line, atBottom);
      setActive(sectionIds[index]);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };

    // The visitor scrolling by hand ends a nav jump's pin.
    const unpin = () => {
      pin.current = null;
    };
    const unpinOnScrollKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) unpin();
    };

    remeasure.current = schedule;
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    window.addEventListener("wheel", unpin, { passive: true });
    window.addEventListener("touchmove", unpin, { passive: true });
    window.addEventListener("keydown", unpinOnScrollKey);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      window.removeEventListener("wheel", unpin);
      window.removeEventListener("touchmove", unpin);
      window.removeEventListener("keydown", unpinOnScrollKey);
      if (frame) window.cancelAnimationFrame(frame);
      remeasure.current = () => {};
    };
  }, [key, line]);

  const select = useCallback((id: string) => {
    pin.current = { id, until: performance.now() + PIN_GRACE_MS };
    setActive(id);
    // Once the grace period is over, check again even if nothing scrolls any more.
    window.setTimeout(() => remeasure.current(), PIN_GRACE_MS + 50);
  }, []);

  return [active, select] as const;
}
