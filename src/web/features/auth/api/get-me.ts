import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExperienceYears } from "@/domain/experience";
import type { ApprovalStatus, UserType } from "@/domain/statuses";
import { api, isApiError } from "@/web/lib/api-client";

export interface MeUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface MeProfile {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  companyName: string | null;
  creditScore: number | null;
  userType: UserType;
  approvalStatus: ApprovalStatus | null;
  experienceYears: ExperienceYears | null;
  createdAt: string;
}

export interface Me {
  user: MeUser;
  profile: MeProfile | null;
  /** Whether the account has a password (false for magic-link-only accounts). */
  hasPassword: boolean;
}

/** The signed-in user and profile (GET /api/me), or null when signed out (the API answers 401). */
export async function getMe(): Promise<Me | null> {
  try {
    return await api.get<Me>("/api/me");
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryKey = ["me"] as const;

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
    // One retry only: while the API is unreachable the header falls back to the signed-out state.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 1,
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
