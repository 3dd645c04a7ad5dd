/**
 * Contract of the account routes (/api/me and friends): the zod schemas of every body and
 * response. Server routes use them as their schema; the web takes its types with z.infer.
 */
import { z } from "zod";
import { EXPERIENCE_VALUES } from "../experience";
import { APPROVAL_STATUSES, USER_TYPES } from "../statuses";

export const profileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string().nullable(),
    phone: z.string().nullable(),
    companyName: z.string().nullable(),
    creditScore: z.number().int().nullable(),
    userType: z.enum(USER_TYPES),
    approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
    experienceYears: z.enum(EXPERIENCE_VALUES).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Profile" });

export type ProfileDto = z.infer<typeof profileSchema>;

export const meUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
});

/** GET /api/me for a signed-in user. */
export const meResponseSchema = z
  .object({
    user: meUserSchema,
    profile: profileSchema,
    /** Whether the user can sign in with a password (else magic link only: may add one). */
    hasPassword: z.boolean(),
    /**
     * Anonymous loan requests (same verified email) attached to the account when this session
     * began and not yet acknowledged: the web shows 'Previous Submissions Found' once, then
     * calls POST /api/me/linked-inquiries/ack (spec 4 'Inquiry linking').
     */
    linkedInquiries: z.number().int().min(0),
  })
  .meta({ id: "Me" });

export type Me = z.infer<typeof meResponseSchema>;
