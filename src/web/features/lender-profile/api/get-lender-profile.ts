import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LenderProfileResponse } from "@/domain/contract/lenders";
import { LENDER_DATA_CACHE_MS } from "@/domain/reference/limits";
import { api, isApiError } from "@/web/lib/api-client";

/** GET /api/lenders/{slug}: an active lender's public profile; ApiError 404 when missing. */
export function getLenderProfile(
  slug: string,
  signal?: AbortSignal,
): Promise<LenderProfileResponse> {
  return api.get<LenderProfileResponse>(`/api/lenders/${encodeURIComponent(slug)}`, { signal });
}

export function getLenderProfileQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["lenders", "profile", slug],
    // 'No such lender' is an answer (null), not a failure: it is cached like a profile, and a
    // server-rendered 'Lender Not Found' hands it to the browser, which shows the same page
    // instead of asking again (errors are never handed over).
    queryFn: ({ signal }): Promise<LenderProfileResponse | null> =>
      getLenderProfile(slug, signal).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    // Spec 9: lender and product data is cached 5 minutes.
    staleTime: LENDER_DATA_CACHE_MS,
  });
}

export function useLenderProfile(slug: string) {
  return useQuery(getLenderProfileQueryOptions(slug));
}
