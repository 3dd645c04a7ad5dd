/** The privacy log (issue 33): GET ADMIN_API.privacyRequests, 50 a page. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type { PrivacyRequestList } from "@/domain/contract/privacy";
import type { PrivacyRequestKind } from "@/domain/privacy/privacy-rules";
import { api } from "@/web/lib/api-client";

export interface PrivacyRequestFilters {
  kind?: PrivacyRequestKind | undefined;
  page: number;
}

export function usePrivacyRequests(filters: PrivacyRequestFilters) {
  return useQuery({
    queryKey: ["admin", "privacy-requests", filters],
    queryFn: ({ signal }) =>
      api.get<PrivacyRequestList>(ADMIN_API.privacyRequests, { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}
