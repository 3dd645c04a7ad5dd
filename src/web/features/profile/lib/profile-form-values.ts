/**
 * Form values of the profile forms from the saved profile, and back: inputs hold text (the
 * credit score as typed, so 'Credit score must be a number' can be shown); the domain
 * schemas turn the text into what the API stores.
 */
import type { ExperienceYears } from "@/domain/accounts/experience";
import { formatPhone } from "@/domain/accounts/phone";

export interface ProfileEditValues {
  fullName: string;
  phone: string;
  experienceYears: ExperienceYears | null;
  creditScore: string;
}

export interface SavedProfileFields {
  fullName: string | null;
  phone: string | null;
  creditScore: number | null;
  experienceYears: ExperienceYears | null;
}

export function profileEditValues(profile: SavedProfileFields): ProfileEditValues {
  return {
    fullName: profile.fullName ?? "",
    phone: profile.phone ? formatPhone(profile.phone) : "",
    experienceYears: profile.experienceYears ?? null,
    creditScore: profile.creditScore == null ? "" : String(profile.creditScore),
  };
}

export type CompleteProfileRole = "borrower" | "lender" | "";

export interface CompleteProfileValues {
  fullName: string;
  phone: string;
  creditScore: string;
  userType: CompleteProfileRole;
  companyName: string;
}

/**
 * Starting values of 'Complete Your Profile'. The role is preselected only for lenders (who
 * chose it by signing up as one); every new account starts as a borrower by default, so a
 * borrower choice is asked for rather than assumed.
 */
export function completeProfileValues(
  profile: SavedProfileFields & { userType: string | null; companyName: string | null },
): CompleteProfileValues {
  const isLender = profile.userType === "lender";
  return {
    fullName: profile.fullName ?? "",
    phone: profile.phone ? formatPhone(profile.phone) : "",
    creditScore: profile.creditScore == null ? "" : String(profile.creditScore),
    userType: isLender ? "lender" : "",
    companyName: isLender ? (profile.companyName ?? "") : "",
  };
}
