/**
 * Live updates for components (docs/decisions/live-updates.md). A component that shows data a
 * live event can change either handles the events itself (useLiveEvents) or lists the query
 * keys each event makes stale (useLiveInvalidation), and polls with useLivePollInterval() as
 * its refetchInterval: no polling while the live connection is up, polling while it is down.
 *
 *   useLiveInvalidation({
 *     keysFor: (event) => (event.type === "thread" && event.kind !== "text"
 *       ? [offerKeys.submission(event.submissionId)] : []),
 *     resyncKeys: [offerKeys.all],
 *   });
 */
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { LiveEvent } from "@/domain/contract/messages";
import { useMe } from "@/web/lib/session";
import { isLiveConnected, onLiveStatusChange, subscribeLive } from "./live-connection";

/** How often queries poll while the live connection is down. */
export const LIVE_FALLBACK_POLL_MS = 15_000;

export interface UseLiveEventsOptions {
  /** Called after a reconnection, when events may have been missed. */
  onResync?: () => void;
  /** False: do not subscribe (e.g. the panel is closed). Signed-out users never subscribe. */
  enabled?: boolean;
}

/** Whether the live connection is up right now (re-renders when it changes). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onLiveStatusChange, isLiveConnected, () => false);
}

/** The refetchInterval for queries that live events keep fresh: false while connected. */
export function useLivePollInterval(ms: number = LIVE_FALLBACK_POLL_MS): number | false {
  return useLiveConnected() ? false : ms;
}

/** Calls `onEvent` for every live event of the signed-in user while mounted. */
export function useLiveEvents(
  onEvent: (event: LiveEvent) => void,
  options: UseLiveEventsOptions = {},
): { connected: boolean } {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const enabled = (options.enabled ?? true) && signedIn;
  const latest = useRef({ onEvent, onResync: options.onResync });
  latest.current = { onEvent, onResync: options.onResync };
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive({
      onEvent: (event) => latest.current.onEvent(event),
      onResync: () => latest.current.onResync?.(),
    });
  }, [enabled]);
  return { connected: useLiveConnected() };
}

export interface LiveInvalidationOptions {
  /** The query keys an event makes stale (prefixes, as invalidateQueries takes them). */
  keysFor: (event: LiveEvent) => readonly QueryKey[];
  /** The keys to refetch after a reconnection (events were missed). */
  resyncKeys: readonly QueryKey[];
  enabled?: boolean;
}

/** Invalidates the queries each live event touches. */
export function useLiveInvalidation(options: LiveInvalidationOptions): { connected: boolean } {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  latest.current = options;
  return useLiveEvents(
    (event) => {
      for (const queryKey of latest.current.keysFor(event)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    {
      enabled: options.enabled,
      onResync: () => {
        for (const queryKey of latest.current.resyncKeys) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
    },
  );
}
