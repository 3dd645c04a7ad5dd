/**
 * URL as state: a page's filters, sort and page live in its query string (the single source
 * of truth: links, reloads, back and forward all restore them). A codec says which parameters
 * the state owns, how to read them (dropping invalid ones one by one, never crashing on a
 * hand-edited URL) and how to write them; parameters the state does not own (utm_*, …) are
 * kept untouched.
 *
 *   const listState = z.object({
 *     q: z.string().optional(),
 *     status: z.enum(["pending", "approved"]).optional(),
 *     page: z.coerce.number().int().min(1).default(1),
 *   });
 *   const codec = urlStateCodec(listState);       // module level, or useMemo
 *   const { state, update } = useUrlState(codec);
 *   update((s) => ({ ...s, status: "approved", page: 1 }));          // pushes a history entry
 *   update((s) => ({ ...s, q: text }), { replace: true });          // typing: replaces it
 */
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";

export interface UrlStateCodec<State> {
  /** Every query parameter the state owns. */
  keys: readonly string[];
  /** The state from a query string, and the owned parameters that were present but invalid. */
  parse: (params: URLSearchParams) => { state: State; dropped: readonly string[] };
  /** The owned parameters to write, in order (a parameter left out is absent from the URL). */
  serialize: (state: State) => Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: any zod object shape.
type AnyObjectSchema = z.ZodObject<any>;

/**
 * A codec from a zod object schema whose every field accepts a missing value (optional, or
 * with a default). Each parameter is parsed on its own, so one bad value never hides the
 * others; values equal to the field's default are left out of the URL.
 */
export function urlStateCodec<S extends AnyObjectSchema>(schema: S): UrlStateCodec<z.output<S>> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const defaults: Record<string, unknown> = {};
  for (const key of keys) {
    const field = shape[key] as z.ZodType;
    const result = field.safeParse(undefined);
    if (!result.success) {
      throw new Error(`urlStateCodec: the field '${key}' needs a default or .optional().`);
    }
    defaults[key] = result.data;
  }
  return {
    keys,
    parse(params) {
      const state: Record<string, unknown> = {};
      const dropped: string[] = [];
      for (const key of keys) {
        const field = shape[key] as z.ZodType;
        const raw = params.get(key);
        const result = raw === null || raw === "" ? null : field.safeParse(raw);
        if (result?.success) state[key] = result.data;
        else {
          if (result) dropped.push(key);
          state[key] = defaults[key];
        }
      }
      return { state: state as z.output<S>, dropped };
    },
    serialize(state) {
      const params: Record<string, string> = {};
      for (const key of keys) {
        const value = (state as Record<string, unknown>)[key];
        if (value === undefined || value === null || value === "") continue;
        if (Object.is(value, defaults[key])) continue;
        params[key] = String(value);
      }
      return params;
    },
  };
}

/** The query string for a state: the codec's parameters, the others as they were. */
export function writeUrlState<State>(
  current: URLSearchParams,
  codec: UrlStateCodec<State>,
  state: State,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!codec.keys.includes(key)) next.append(key, value);
  }
  for (const [key, value] of Object.entries(codec.serialize(state))) next.set(key, value);
  return next;
}

export type UrlStateUpdate<State> = (current: State) => State;

export interface UrlState<State> {
  state: State;
  /** Pushes a history entry (back undoes it) unless `replace`; a no-op change navigates not. */
  update: (change: UrlStateUpdate<State>, options?: { replace?: boolean }) => void;
  /** The canonical query string of the current state (no '?'), e.g. for links that return. */
  search: string;
}

/**
 * The state in the URL. Invalid owned parameters found in the address are removed in place
 * (replace), so links built from it carry only valid values. Pass a stable codec (module level
 * or useMemo).
 */
export function useUrlState<State>(codec: UrlStateCodec<State>): UrlState<State> {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { state, dropped } = useMemo(() => codec.parse(searchParams), [codec, searchParams]);

  // The router re-renders after a navigation in a transition, so a quick second change would
  // see stale state: updates build on the last query written (or the router's newer one).
  const latest = useRef({ seen: searchParams, query: searchParams });
  if (latest.current.seen !== searchParams)
    latest.current = { seen: searchParams, query: searchParams };

  const update = useCallback(
    (change: UrlStateUpdate<State>, options: { replace?: boolean } = {}) => {
      const live = latest.current.query;
      const next = writeUrlState(live, codec, change(codec.parse(live).state));
      if (next.toString() === live.toString()) return;
      latest.current = { ...latest.current, query: next };
      navigate(
        { search: `?${next.toString()}` },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [navigate, codec],
  );

  const hasDropped = dropped.length > 0;
  useEffect(() => {
    if (hasDropped) update((current) => current, { replace: true });
  }, [hasDropped, update]);

  const search = useMemo(
    () => writeUrlState(searchParams, codec, state).toString(),
    [searchParams, codec, state],
  );

  return { state, update, search };
}
