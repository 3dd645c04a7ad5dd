/**
 * The admin user calls (src/domain/contract/admin-users.ts): the filtered, searched user list,
 * the pending-lender panel, one user's detail, the lenders with no user (approve dialog's
 * 'existing' mode), approve, reject and bulk approve. The mutations carry spec 8's toasts and
 * refresh everything an approval changes (users, pending panel, lenders, overview, audit).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type { UnlinkedLenders } from "@/domain/contract/admin-lenders";
import type {
  AdminUserDetail,
  AdminUserList,
  ApprovalResult,
  ApproveUserBody,
  BulkApproveBody,
  BulkApproveResult,
  PendingLenders,
  UserLenderBody,
} from "@/domain/contract/admin-users";
import type { ApprovalFilter } from "@/domain/reference/statuses";
import { errorToast, TOASTS } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

export const adminUsersRoot = ["admin", "users"] as const;
const pendingLendersKey = [...adminUsersRoot, "pending-lenders"] as const;

export interface AdminUsersQuery {
  filter: ApprovalFilter;
  q?: string;
  page: number;
}

export function useAdminUsers({ filter, q, page }: AdminUsersQuery) {
  return useQuery({
    queryKey: [...adminUsersRoot, "list", { filter, q: q ?? "", page }],
    queryFn: ({ signal }) =>
      api.get<AdminUserList>(ADMIN_API.users, {
        signal,
        query: { filter, q: q || undefined, page },
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePendingLenders() {
  return useQuery({
    queryKey: pendingLendersKey,
    queryFn: ({ signal }) => api.get<PendingLenders>(ADMIN_API.pendingLenders, { signal }),
  });
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: [...adminUsersRoot, "detail", userId],
    queryFn: ({ signal }) => api.get<AdminUserDetail>(ADMIN_API.user(userId), { signal }),
  });
}

export function useUnlinkedLenders(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "lenders", "unlinked", q],
    queryFn: ({ signal }) =>
      api.get<UnlinkedLenders>(ADMIN_API.unlinkedLenders, { signal, query: { q: q || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** An approval changes the users, the lenders (created or linked), the overview and the trail. */
function useRefreshAfterApproval() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUsersRoot }),
      queryClient.invalidateQueries({ queryKey: ["admin", "lenders"] }),
      queryClient.invalidateQueries({ queryKey: ["admin", "overview"] }),
      queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
      queryClient.invalidateQueries({ queryKey: ["lenders"] }),
    ]);
}

const APPROVAL_FAILED = "Failed to update user approval status.";

export interface ApproveVariables {
  userId: string;
  body: ApproveUserBody;
}

/** Approve dialog: 'Success' / 'User approval status updated successfully.'; failure 'Error'. */
export function useApproveUser() {
  const refresh = useRefreshAfterApproval();
  return useMutation({
    mutationFn: ({ userId, body }: ApproveVariables) =>
      api.post<ApprovalResult>(ADMIN_API.approveUser(userId), body),
    onSuccess: () => {
      notify.success({
        title: TOASTS.userApprovalUpdated.title,
        message: TOASTS.userApprovalUpdated.text,
      });
      return refresh();
    },
  });
}

export interface UserLenderVariables {
  userId: string;
  body: UserLenderBody;
}

export const USER_LENDER_FAILED = "Failed to set up the lender record.";
export const USER_LENDER_SAVED = "Lender record set up successfully.";

/**
 * User detail: an approved lender account with no lender record gets one (linked or created).
 * 'Success' / 'Lender record set up successfully.'; failure 'Error' with the message.
 */
export function useSetUpUserLender() {
  const refresh = useRefreshAfterApproval();
  return useMutation({
    mutationFn: ({ userId, body }: UserLenderVariables) =>
      api.post<ApprovalResult>(ADMIN_API.userLender(userId), body),
    onSuccess: () => {
      notify.success({ title: TOASTS.userApprovalUpdated.title, message: USER_LENDER_SAVED });
      return refresh();
    },
  });
}

export function useRejectUser() {
  const refresh = useRefreshAfterApproval();
  return useMutation({
    mutationFn: (userId: string) => api.post<ApprovalResult>(ADMIN_API.rejectUser(userId)),
    onSuccess: () => {
      notify.success({
        title: TOASTS.userApprovalUpdated.title,
        message: TOASTS.userApprovalUpdated.text,
      });
      return refresh();
    },
    onError: (error) => notify.errorToast(errorToast(error.message, APPROVAL_FAILED)),
  });
}

/** The pending panel's 'Approve Selected': 'Success' / 'Users approved successfully.' */
export function useBulkApprove() {
  const refresh = useRefreshAfterApproval();
  return useMutation({
    mutationFn: (body: BulkApproveBody) => api.post<BulkApproveResult>(ADMIN_API.bulkApprove, body),
    onSuccess: () => {
      notify.success({ title: TOASTS.usersApproved.title, message: TOASTS.usersApproved.text });
      return refresh();
    },
    onError: (error) => notify.errorToast(errorToast(error.message, APPROVAL_FAILED)),
  });
}

export { APPROVAL_FAILED };
