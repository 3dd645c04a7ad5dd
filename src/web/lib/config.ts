import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@/domain/contract/system";
import { api } from "@/web/lib/api-client";

export type { PublicConfig };

export function getConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>("/api/config");
}

export function getConfigQueryOptions() {
  return queryOptions({
    queryKey: ["config"],
    queryFn: getConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfig() {
  return useQuery(getConfigQueryOptions());
}
