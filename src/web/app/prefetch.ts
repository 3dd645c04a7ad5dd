/**
 * The data a server-rendered page needs, declared by its routes (docs/decisions/ssr.md): a
 * route's prefetch (the frame's in router.tsx's route table, a page's as the `prefetch` export
 * of its route module) loads the queries its components will ask for, so the server renders the
 * page once, with its data. The queries are the components' own (same keys and functions).
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import type { Params } from "react-router";

export interface PrefetchContext {
  /** The page's URL (path and query string). */
  url: URL;
  /** The route's path parameters (e.g. a lender's slug). */
  params: Params;
  /**
   * Loads a query into the page's cache and resolves to its data, or undefined when it failed
   * (no retry: a visitor waits for this page, and the browser asks again for what failed).
   */
  load<TData, TKey extends QueryKey>(
    options: FetchQueryOptions<TData, Error, TData, TKey>,
  ): Promise<TData | undefined>;
  /** The page's cache, for what the render was handed rather than loads (a shared listing's score). */
  queryClient: QueryClient;
}

export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

export function prefetchContext(
  queryClient: QueryClient,
  url: URL,
  params: Params,
): PrefetchContext {
  return {
    url,
    params,
    load: (options) => queryClient.fetchQuery({ ...options, retry: false }).catch(() => undefined),
    queryClient,
  };
}

/** Runs the prefetch of every matched route at once (shared queries are fetched once). */
export async function prefetchMatches(
  queryClient: QueryClient,
  url: URL,
  matches: readonly { params: Params; prefetch?: Prefetch | undefined }[],
): Promise<void> {
  await Promise.all(
    matches.map(({ prefetch, params }) => prefetch?.(prefetchContext(queryClient, url, params))),
  );
}
