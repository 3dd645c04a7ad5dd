/** The admin overview's one read (GET /api/admin/overview, src/domain/contract/admin.ts). */
import { useQuery } from "@tanstack/react-query";
import type { AdminOverview } from "@/domain/contract/admin";
import { api } from "@/web/lib/api-client";

export const adminOverviewQueryKey = ["admin", "overview"] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: adminOverviewQueryKey,
    queryFn: ({ signal }) => api.get<AdminOverview>("/api/admin/overview", { signal }),
  });
}
