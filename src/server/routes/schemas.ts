/** Response schemas shared by several routes (they also feed the OpenAPI description). */
import { z } from "zod";

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
    userType: z.enum(["borrower", "lender", "admin"]),
    approvalStatus: z.enum(["pending", "approved", "rejected"]).nullable(),
    experienceYears: z.enum(["none", "1-2", "3-5", "more_than_5"]).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Profile" });
