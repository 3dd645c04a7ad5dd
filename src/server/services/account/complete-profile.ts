import { eq } from "drizzle-orm";
import { COMPANY_NAME_REQUIRED } from "@/domain/accounts/auth-schemas";
import { needsProfileCompletion } from "@/domain/accounts/profile";
import type { CompleteProfile } from "@/domain/accounts/profile-schemas";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError, notFound } from "../../lib/app-error";
import { type ProfileDto, toProfileDto } from "./to-profile-dto";

export interface CompleteProfileOptions {
  db: Database;
  userId: string;
  /** Validated by the domain's completeProfileSchema. */
  input: CompleteProfile;
}

type Profile = typeof profiles.$inferSelect;

/**
 * 'Complete Your Profile' on home (spec 2): name, phone, credit score and the role, allowed
 * once: it records `completedAt`, and a completed profile answers 409 `profile_completed`. Roles only go up:
 * a borrower choosing Lender becomes a lender pending approval; a lender stays a lender with
 * its approval status (an approved lender is never reset to pending) and an admin stays an
 * admin, whatever they choose. A lender needs a company name (the one from lender sign-up
 * counts). Read and write in one transaction, the profile row locked.
 */
export async function completeProfile({
  db,
  userId,
  input,
}: CompleteProfileOptions): Promise<ProfileDto> {
  return runWrite(db, async ({ tx }) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!current) throw notFound("Profile not found.");
    if (!needsProfileCompletion(current)) {
      throw new AppError(
        "profile_completed",
        "Your profile is already complete. Edit it on My Profile.",
      );
    }
    const [profile] = await tx
      .update(profiles)
      .set({
        fullName: input.fullName,
        phone: input.phone,
        creditScore: input.creditScore,
        completedAt: new Date(),
        ...roleChanges(current, input),
      })
      .where(eq(profiles.id, userId))
      .returning();
    if (!profile) throw notFound("Profile not found.");
    return toProfileDto(profile);
  });
}

function roleChanges(current: Profile, input: CompleteProfile): Partial<Profile> {
  if (current.userType === "admin") return {};
  const becomesLender = current.userType === "borrower" && input.userType === "lender";
  if (current.userType === "borrower" && !becomesLender) return {};
  const companyName = input.companyName ?? current.companyName;
  if (!companyName) {
    throw new AppError("validation_failed", "Please check the highlighted fields.", {
      companyName: COMPANY_NAME_REQUIRED,
    });
  }
  return becomesLender
    ? { userType: "lender", approvalStatus: "pending", companyName }
    : { companyName };
}
