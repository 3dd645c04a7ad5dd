/**
 * Presses on a late part (lib/preloadable.ts) before its code has arrived. The server rendered
 * the part, so it can be clicked, focused and typed into from the first paint, but React cannot
 * hydrate it yet: it drops the click or key (it stops the event at the root) and the browser
 * only does its own part (focus, text typed into an input); a pointer that came to rest on it
 * early is not seen either. `EarlyPresses` wraps the part in a layout-neutral element, keeps
 * the clicks, keys, text and hover meant for it while its code is on the way, and plays them
 * again on the same elements once it has hydrated: a State select clicked early opens, an
 * amount typed early is the amount the page holds, a tooltip pointed at early shows. Focus is
 * not replayed (the element keeps the browser's focus; focusing it again would close a Select
 * that a replayed click opens). A form in the region is not submitted by the browser meanwhile:
 * the click behind the submission is played again, and the form's own handler then submits it.
 */
import { type ReactNode, Suspense, useCallback, useEffect, useRef } from "react";
import { LatePartHydrated } from "./preloadable";

type TextField = HTMLInputElement | HTMLTextAreaElement;

type Press =
  | { kind: "click"; target: Element }
  | { kind: "hover"; target: Element }
  | { kind: "key"; target: Element; init: KeyboardEventInit }
  | { kind: "text"; target: TextField; value: string };

const EVENTS = ["click", "keydown", "input", "pointerover", "submit"] as const;

/** A key whose effect is the text it types (replayed as that text, not as a key). */
const typesText = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey;

function pressOf(event: Event, target: Element): Press | null {
  if (event.type === "click") return { kind: "click", target };
  if (event.type === "pointerover") return { kind: "hover", target };
  if (event instanceof KeyboardEvent) {
    if (typesText(event)) return null;
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    return { kind: "key", target, init: { key, code, shiftKey, altKey, ctrlKey, metaKey } };
  }
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    return { kind: "text", target, value: target.value };
  }
  return null;
}

/**
 * The text typed before hydration, as an input event React sees as a change. React took the
 * typed text as the input's current value when it hydrated it, so the value is first set back
 * to the server's (through React's value tracking) and then to the text (past it, through the
 * prototype's setter): the input event then reads as the change it is and reaches onChange.
 */
function replayText(field: TextField, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  field.value = field.defaultValue;
  setValue?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A pointer still resting on the element: the events hover handlers listen to, React's (pointer
 * and mouse over, from which it derives enter) and the native enter events, which do not bubble
 * and go to every element the pointer is in (Floating UI's tooltips listen on their anchor, an
 * ancestor of the icon the pointer is on).
 */
function replayHover(target: Element) {
  if (!target.matches(":hover")) return;
  const pointer = typeof PointerEvent === "function";
  if (pointer) {
    target.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
  }
  target.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
  const entered: Element[] = [];
  for (let at: Element | null = target; at?.matches(":hover"); at = at.parentElement) {
    entered.unshift(at);
  }
  for (const element of entered) {
    if (pointer) element.dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    element.dispatchEvent(new MouseEvent("mouseenter"));
  }
}

function replay(press: Press) {
  if (!press.target.isConnected) return;
  if (press.kind === "text") replayText(press.target, press.value);
  else if (press.kind === "hover") replayHover(press.target);
  else if (press.kind === "key") {
    press.target.dispatchEvent(
      new KeyboardEvent("keydown", { ...press.init, bubbles: true, cancelable: true }),
    );
  } else {
    press.target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  }
}

interface EarlyPressesProps {
  /** True while the part's code has not arrived (React cannot hydrate it on a press). */
  pending: () => boolean;
  children: ReactNode;
}

export function EarlyPresses({ pending, children }: EarlyPressesProps) {
  const ref = useRef<HTMLDivElement>(null);
  const presses = useRef<Press[]>([]);
  const hydrated = useRef(false);

  useEffect(() => {
    const region = ref.current;
    if (!region || hydrated.current) return;
    // On the window, in the capture phase: before React's listener on the root, which stops a
    // press on a part it cannot hydrate.
    const keep = (event: Event) => {
      const { target } = event;
      if (hydrated.current || !pending() || !(target instanceof Element)) return;
      if (!region.contains(target)) return;
      // The server's form cannot submit itself yet: the browser would send it as a plain GET
      // (the page reloaded with the fields in its URL). The click that asked for it (on the
      // button, or the one the browser makes for Enter in a field) is kept and played again.
      if (event.type === "submit") {
        event.preventDefault();
        return;
      }
      const press = pressOf(event, target);
      if (!press) return;
      // Text: only the last value of each field counts; hover: only the last one.
      if (press.kind !== "click" && press.kind !== "key") {
        presses.current = presses.current.filter(
          (p) => p.kind !== press.kind || (press.kind === "text" && p.target !== target),
        );
      }
      presses.current.push(press);
    };
    for (const type of EVENTS) window.addEventListener(type, keep, true);
    return () => {
      for (const type of EVENTS) window.removeEventListener(type, keep, true);
    };
  }, [pending]);

  const onHydrated = useCallback(() => {
    hydrated.current = true;
    const kept = presses.current.splice(0);
    if (kept.length === 0) return;
    // A task later: some handlers are attached only after the part's first commit (Floating
    // UI's hover listeners wait for the anchor element it keeps in state).
    setTimeout(() => {
      for (const press of kept) replay(press);
    }, 0);
  }, []);

  return (
    <div ref={ref} style={{ display: "contents" }}>
      <LatePartHydrated.Provider value={onHydrated}>{children}</LatePartHydrated.Provider>
    </div>
  );
}

/**
 * A late part's place in a page: its Suspense boundary (`fallback` keeps the part's room while
 * its code loads after a navigation in the app) inside an EarlyPresses region that keeps the
 * presses made before the code of `part` has arrived. Memoise what renders it: until the part
 * has hydrated, a render with new props makes React give up the server's markup.
 */
export function LatePartBoundary({
  part,
  fallback,
  children,
}: {
  part: { isLoaded(): boolean };
  fallback: ReactNode;
  children: ReactNode;
}) {
  const pending = useCallback(() => !part.isLoaded(), [part]);
  return (
    <EarlyPresses pending={pending}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </EarlyPresses>
  );
}
