import { eq } from "drizzle-orm";
import type { ProfileEdit } from "@/domain/profile-schemas";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { type ProfileDto, toProfileDto } from "./to-profile-dto";

export interface UpdateProfileOptions {
  db: Database;
  userId: string;
  /** Validated fields (domain profileEditSchema); absent ones stay as they are. */
  changes: Partial<ProfileEdit>;
}

/**
 * My Profile edit (spec 2): saves only full name, phone, experience and credit score. Email,
 * role, approval and company are not changed here.
 */
export async function updateProfile({
  db,
  userId,
  changes,
}: UpdateProfileOptions): Promise<ProfileDto> {
  const set: Partial<ProfileEdit> = {};
  if (changes.fullName !== undefined) set.fullName = changes.fullName;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.experienceYears !== undefined) set.experienceYears = changes.experienceYears;
  if (changes.creditScore !== undefined) set.creditScore = changes.creditScore;
  const [profile] =
    Object.keys(set).length > 0
      ? await db.update(profiles).set(set).where(eq(profiles.id, userId)).returning()
      : await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw notFound("Profile not found.");
  return toProfileDto(profile);
}
