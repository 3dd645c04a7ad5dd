/**
 * Users with profiles, ready to sign in, without sending any mail: a verified `users` row, a
 * better-auth "credential" account holding the password hash, and the profile (created by the
 * database trigger with the user) updated with the given role and details.
 *
 * Password hashing is slow on purpose (scrypt), so code that writes inside a transaction
 * hashes first with `hashPassword` and then calls `insertUser` with the hash.
 */
import { eq } from "drizzle-orm";
import type { ExperienceYears } from "@/domain/accounts/experience";
import type { ApprovalStatus, UserType } from "@/domain/reference/statuses";
import type { Auth } from "../../auth/auth";
import type { Executor } from "../client";
import { accounts, profiles, users } from "../schema";

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;

export interface ProfileFields {
  userType?: UserType;
  /** Defaults to 'pending' for lenders and null for everyone else. */
  approvalStatus?: ApprovalStatus | null;
  fullName?: string | null;
  companyName?: string | null;
  phone?: string | null;
  website?: string | null;
  creditScore?: number | null;
  experienceYears?: ExperienceYears | null;
  /** When 'Complete Your Profile' was done; defaults to the creation time when a full name is given. */
  completedAt?: Date | null;
}

export interface InsertUserOptions {
  email: string;
  /** A hash from `hashPassword`; null or absent for a user who signs in by magic link only. */
  passwordHash?: string | null;
  /** better-auth's display name; defaults to the full name or company name. */
  name?: string;
  emailVerified?: boolean;
  profile?: ProfileFields;
  createdAt?: Date;
}

/** The hash better-auth's password sign-in verifies (its own configured hasher). */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  const context = await auth.$context;
  return context.password.hash(password);
}

export async function insertUser(
  db: Executor,
  options: InsertUserOptions,
): Promise<{ user: UserRow; profile: ProfileRow }> {
  const email = options.email.trim().toLowerCase();
  const fields = options.profile ?? {};
  const userType = fields.userType ?? "borrower";
  const timestamps = options.createdAt
    ? { createdAt: options.createdAt, updatedAt: options.createdAt }
    : {};
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: options.name ?? fields.fullName ?? fields.companyName ?? "",
      emailVerified: options.emailVerified ?? true,
      ...timestamps,
    })
    .returning();
  if (!user) throw new Error(`User ${email} was not inserted`);
  if (options.passwordHash) {
    await db.insert(accounts).values({
      userId: user.id,
      accountId: user.id,
      providerId: "credential",
      password: options.passwordHash,
      ...timestamps,
    });
  }
  const [profile] = await db
    .update(profiles)
    .set({
      userType,
      approvalStatus:
        fields.approvalStatus !== undefined
          ? fields.approvalStatus
          : userType === "lender"
            ? "pending"
            : null,
      fullName: fields.fullName ?? null,
      companyName: fields.companyName ?? null,
      phone: fields.phone ?? null,
      website: fields.website ?? null,
      creditScore: fields.creditScore ?? null,
      experienceYears: fields.experienceYears ?? null,
      // Like migration 0005: a profile with a full name has been completed.
      completedAt:
        fields.completedAt !== undefined
          ? fields.completedAt
          : fields.fullName?.trim()
            ? (options.createdAt ?? new Date())
            : null,
      ...timestamps,
    })
    .where(eq(profiles.id, user.id))
    .returning();
  if (!profile) throw new Error(`No profile was created for ${email}`);
  return { user, profile };
}

/** A verified user who can sign in with `password` at once, e.g. in API tests. */
export async function createUserWithPassword(
  options: Omit<InsertUserOptions, "passwordHash"> & {
    db: Executor;
    auth: Auth;
    password: string;
  },
): Promise<{ user: UserRow; profile: ProfileRow }> {
  const { db, auth, password, ...rest } = options;
  return insertUser(db, { ...rest, passwordHash: await hashPassword(auth, password) });
}
