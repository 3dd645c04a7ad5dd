/**
 * The admin audit trail of one target (a user or a lender): GET ADMIN_API.audit.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AuditAction,
  AuditList,
  AuditLog,
  AuditTargetType,
} from "@/domain/contract/admin-audit";
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

export interface AuditLogFilters {
  actor?: string | undefined;
  target?: string | undefined;
  action?: AuditAction | undefined;
  /** Instants (ISO 8601): the start of the first day and the end of the last. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
}

/** The audit log page (issue 28): every entry, filtered, 50 a page. */
export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: [...auditQueryRoot, "log", filters],
    queryFn: ({ signal }) =>
      api.get<AuditLog>(ADMIN_API.auditLog, { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}
