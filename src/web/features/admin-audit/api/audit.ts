/**
 * The admin audit trail of one target (a user or a lender): GET ADMIN_API.audit.
 */
import { useQuery } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type { AuditList, AuditTargetType } from "@/domain/contract/admin-audit";
import { api } from "@/web/lib/api-client";

export interface AuditTarget {
  type: AuditTargetType;
  id: string;
}

/** Every admin action changes some trail: the admin mutations invalidate this root. */
export const auditQueryRoot = ["admin", "audit"] as const;

export function auditQueryKey(target: AuditTarget) {
  return [...auditQueryRoot, target.type, target.id] as const;
}

/** The newest 50 entries (the first page: enough for a detail view). */
export function useAuditTrail(target: AuditTarget) {
  return useQuery({
    queryKey: auditQueryKey(target),
    queryFn: ({ signal }) =>
      api.get<AuditList>(ADMIN_API.audit, {
        signal,
        query: { targetType: target.type, targetId: target.id },
      }),
  });
}
