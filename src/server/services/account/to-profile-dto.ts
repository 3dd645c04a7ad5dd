import type { Profile } from "../../plugins/auth";

/** The profile as the API returns it (timestamps as ISO strings). */
export function toProfileDto(profile: Profile) {
  return {
    id: profile.id,
    email: profile.email,
    fullName: profile.fullName,
    phone: profile.phone,
    companyName: profile.companyName,
    creditScore: profile.creditScore,
    userType: profile.userType,
    approvalStatus: profile.approvalStatus,
    experienceYears: profile.experienceYears,
    createdAt: profile.createdAt.toISOString(),
    completedAt: profile.completedAt?.toISOString() ?? null,
  };
}

export type ProfileDto = ReturnType<typeof toProfileDto>;
