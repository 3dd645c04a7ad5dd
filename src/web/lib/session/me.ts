/**
 * The current user (GET /api/me), typed from the contract: `profile` is always there for a
 * signed-in user; signed out is `null` (the API answers 200 null; a 401, e.g. from an older
 * server, counts as signed out too).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me, MeAnswer } from "@/domain/contract/account";
import { api, isApiError } from "@/web/lib/api-client";
import { meQueryKey } from "./me-key";

export type { Me };
export type MeProfile = Me["profile"];

export async function getMe(): Promise<Me | null> {
  try {
    return (await api.get<MeAnswer>("/api/me")) ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export { meQueryKey } from "./me-key";

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
    // One retry only: while the API is unreachable the header falls back to the signed-out state.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
