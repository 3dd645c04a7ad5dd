/** Response schemas shared by several routes (they also feed the OpenAPI description). */
import { z } from "zod";
import { EXPERIENCE_VALUES } from "@/domain/experience";
import { APPROVAL_STATUSES, USER_TYPES } from "@/domain/statuses";

export const errorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: "Error" });

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
