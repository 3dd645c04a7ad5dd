import { eq } from "drizzle-orm";
import type { ProfileEdit } from "@/domain/accounts/profile-schemas";
import type { Actor } from "@/domain/policies/actor";
import { canEditProfile } from "@/domain/policies/profile-policies";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import { type ProfileDto, toProfileDto } from "./to-profile-dto";

export interface UpdateProfileOptions {
  db: Database;
  actor: Actor;
  /** The profile to edit (My Profile: the viewer's own); canEditProfile decides. */
  profileId: string;
  /** Validated fields (domain profileEditSchema); absent ones stay as they are. */
  changes: Partial<ProfileEdit>;
}

/**
 * My Profile edit (spec 2): saves only full name, phone, experience and credit score. Email,
 * role, approval and company are not changed here.
 */
export async function updateProfile({
  db,
  actor,
  profileId,
  changes,
}: UpdateProfileOptions): Promise<ProfileDto> {
  const [current] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  authorize(actor, canEditProfile, current, { notFound: "Profile not found." });
  const set: Partial<ProfileEdit> = {};
  if (changes.fullName !== undefined) set.fullName = changes.fullName;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.experienceYears !== undefined) set.experienceYears = changes.experienceYears;
  if (changes.creditScore !== undefined) set.creditScore = changes.creditScore;
  const [profile] =
    Object.keys(set).length > 0
      ? await db.update(profiles).set(set).where(eq(profiles.id, profileId)).returning()
      : [current];
  if (!profile) throw notFound("Profile not found.");
  return toProfileDto(profile);
}
