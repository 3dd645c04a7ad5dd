/** The submit dialog's form values as typed, and their starting values. */
import type { LoanType } from "@/domain/reference/loan-types";
import type { MeProfile } from "@/web/lib/session";

export interface RequestFormValues {
  customName: string;
  investmentType: string | null;
  propertyType: string | null;
  propertyState: string | null;
  /** As shown: '$250,000'. */
  loanAmount: string;
  notes: string;
}

export interface AboutYouFormValues {
  email: string;
  phone: string;
  creditScore: string;
  experienceYears: string | null;
}

export function initialRequestValues(loanType: LoanType | null | undefined): RequestFormValues {
  return {
    customName: "",
    investmentType: loanType ?? null,
    propertyType: null,
    propertyState: null,
    loanAmount: "",
    notes: "",
  };
}

/** About You starts from the signed-in user's profile, empty for a visitor. */
export function initialAboutYouValues(
  profile: MeProfile | null | undefined,
  email: string | null | undefined,
): AboutYouFormValues {
  return {
    email: email ?? "",
    phone: profile?.phone ?? "",
    creditScore: profile?.creditScore === null || !profile ? "" : String(profile.creditScore),
    experienceYears: profile?.experienceYears ?? null,
  };
}
