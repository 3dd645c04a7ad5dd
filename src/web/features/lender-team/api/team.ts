/** The Team tab's calls (src/domain/contract/lender-team.ts, issue 31 seats). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AcceptInvitationResponse,
  InvitationLink,
  InviteBody,
  OwnershipTransferResponse,
  TeamInvitation,
  TeamResponse,
} from "@/domain/contract/lender-team";
import { api } from "@/web/lib/api-client";
import { meQueryKey } from "@/web/lib/session/me";

export const teamQueryKey = ["lender-workspace", "team"] as const;

export function useTeam(enabled = true) {
  return useQuery({
    queryKey: teamQueryKey,
    queryFn: ({ signal }) => api.get<TeamResponse>("/api/lender-workspace/team", { signal }),
    enabled,
  });
}

export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) =>
      api.post<{ invitation: TeamInvitation }>("/api/lender-workspace/team/invitations", body),
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export function useRemoveFromTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: { kind: "invitation" | "member"; id: string }) =>
      api.delete<null>(
        `/api/lender-workspace/team/${target.kind === "invitation" ? "invitations" : "members"}/${target.id}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

/**
 * 'Make owner' (ownership transfer): the caller becomes a member, so the whole workspace is
 * read again (the dashboard then hides the owner's tabs).
 */
export function useMakeOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seatId: string) =>
      api.post<OwnershipTransferResponse>(`/api/lender-workspace/team/members/${seatId}/owner`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ["lender-workspace"] }),
  });
}

export function useInvitationLink(token: string) {
  return useQuery({
    queryKey: ["team-invitation", token],
    queryFn: ({ signal }) =>
      api.get<InvitationLink>(`/api/team-invitations?token=${encodeURIComponent(token)}`, {
        signal,
      }),
    enabled: token !== "",
    retry: false,
  });
}

export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<AcceptInvitationResponse>("/api/team-invitations/accept", { token }),
    onSuccess: () => client.invalidateQueries({ queryKey: meQueryKey }),
  });
}
