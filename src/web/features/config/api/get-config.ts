import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";

export interface PublicConfig {
  supportEmail: string;
}

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
