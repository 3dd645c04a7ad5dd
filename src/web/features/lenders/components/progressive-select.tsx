import type { ComboboxItem, MantineSize, SelectProps } from "@mantine/core";
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { useHydrated } from "@/web/lib/use-hydrated";
import { NativeSelectMarkup } from "./native-select-markup";

/**
 * Layout props a field accepts from the form or bar that places it: what both the server's
 * native select (NativeSelectMarkup) and Mantine's Select draw the same way.
 */
export type FieldLayoutProps = Pick<SelectProps, "className"> & {
  label?: string;
  size?: MantineSize;
};

export interface NativeChoice {
  /** The field's name in the GET form: a query parameter of the listing (domain/search). */
  name: string;
  /** Options whose values are the query parameter's values ('' for none, when allowed). */
  data: ComboboxItem[];
  /** The value shown, as the query writes it ('' for none). */
  value: string;
  /** A choice made in the native select before the page's code ran ('' for none). */
  onChoice: (value: string) => void;
  /** Another form the select belongs to (the listing's sort belongs to the filter form). */
  form?: string;
}

/**
 * A select that works before and without JavaScript (docs/decisions/2026-11-27-early-presses.md):
 * the server renders a native <select> named after the listing's query parameter, so its GET
 * form sends a query the listing reads; the browser hydrates that select, adopts a choice made
 * in it before the code arrived, and then shows Mantine's Select (`children`) in its place.
 * The native select is NativeSelect's markup written out (issue 34: a fraction of its CPU).
 * A keyboard user who is on the native select when the swap happens stays on the field: focus
 * moves to the Select's input (the swap replaces the element, which would drop focus to the
 * page and send the next Tab back into the form from where the old element was).
 */
export function ProgressiveSelect({
  native,
  layout,
  children,
}: {
  native: NativeChoice;
  layout: FieldLayoutProps;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLSelectElement>(null);
  const adopted = useRef(false);
  const hadFocus = useRef(false);
  const swapped = useRef<HTMLDivElement>(null);
  const { onChoice, value } = native;
  // Once, at hydration (the native select is the server's element, with what was chosen in it).
  useLayoutEffect(() => {
    const select = ref.current;
    if (!select || adopted.current) return;
    adopted.current = true;
    if (select.value !== value) onChoice(select.value);
  }, [onChoice, value]);
  // Still on the server's element at the render that replaces it: remember whether it had focus.
  if (hydrated && !hadFocus.current && ref.current && ref.current === document.activeElement)
    hadFocus.current = true;
  useEffect(() => {
    if (!hydrated || !hadFocus.current) return;
    hadFocus.current = false;
    swapped.current?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus();
  }, [hydrated]);
  if (hydrated)
    return (
      <div ref={swapped} style={{ display: "contents" }}>
        {children}
      </div>
    );
  return (
    <NativeSelectMarkup
      label={layout.label ?? ""}
      size={layout.size}
      className={layout.className}
      ref={ref}
      name={native.name}
      form={native.form}
      data={native.data}
      defaultValue={native.value}
    />
  );
}
