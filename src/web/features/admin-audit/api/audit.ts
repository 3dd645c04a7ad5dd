/**
 * The admin audit trail of one target (a user or a lender), from the admin API.
 */
import { useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import type { AuditTrailEntry } from "../audit-format";

export interface AuditTarget {
  type: "user" | "lender";
  id: string;
}

/** Every admin action changes some trail: mutations invalidate this root. */
export const auditQueryRoot = ["admin", "audit"] as const;

export function auditQueryKey(target: AuditTarget) {
  return [...auditQueryRoot, target.type, target.id] as const;
}

export function useAuditTrail(target: AuditTarget) {
  return useQuery({
    queryKey: auditQueryKey(target),
    queryFn: ({ signal }) =>
      api.get<{ items: AuditTrailEntry[] }>("/api/admin/audit", {
        signal,
        query: { targetType: target.type, targetId: target.id },
      }),
  });
}
