/**
 * Contract of the admin routes (/api/admin/*, admin role only): the zod schemas of every body
 * and response. Server routes use them as their schema; the web takes its types with z.infer.
 */
import { z } from "zod";

const count = z.number().int().min(0);

/** GET /api/admin/overview: the Overview page's stat cards (spec 2 'Admin area'). */
export const adminOverviewSchema = z
  .object({
    /** 'Total Lenders': active lender records. */
    activeLenders: count,
    /** 'Total Inquiries'. */
    inquiries: count,
    /** 'Pending Requests': inquiries with status pending. */
    pendingInquiries: count,
    /** 'Total Users' and the User Types card. */
    users: z.object({ total: count, borrowers: count, lenders: count, admins: count }),
  })
  .meta({ id: "AdminOverview" });

export type AdminOverview = z.infer<typeof adminOverviewSchema>;
