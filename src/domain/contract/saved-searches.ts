/**
 * Contract of saved searches with alerts (issue 32, rules in src/domain/saved-searches): a
 * borrower's listing queries kept under a name, with a daily or weekly alert mail, and the
 * signed unsubscribe link of each alert. Routes use these schemas; the web takes z.infer types.
 */
import { z } from "zod";
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
} from "../saved-searches/saved-search-rules";
import { searchQuerySchema } from "../search/query-schema";

const nameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong);

const frequencySchema = z.enum(ALERT_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequency });

/** The save dialog's fields (the query comes from the listing it is opened on). */
export const saveSearchFormSchema = z.object({ name: nameSchema, frequency: frequencySchema });

export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBodySchema>;

export const savedSearchParams = z.object({ id: z.uuid() });

/**
 * POST /api/saved-searches: the listing's query as it reads it (the same parameters and rules
 * as GET /api/lenders, searchQuerySchema; the page is not kept).
 */
export const createSavedSearchBodySchema = z
  .object({
    name: nameSchema,
    frequency: frequencySchema,
    query: searchQuerySchema.omit({ page: true }),
  })
  .meta({ id: "CreateSavedSearchRequest" });

/** PATCH /api/saved-searches/{id}: rename, change the frequency, pause or resume. */
export const updateSavedSearchBodySchema = z
  .object({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    paused: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: "Nothing to change",
  })
  .meta({ id: "UpdateSavedSearchRequest" });

export const savedSearchSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    frequency: frequencySchema,
    /** Alerts stopped (from the dashboard or an unsubscribe link); the search stays. */
    paused: z.boolean(),
    /** The listing parameters, in the domain's order (searchParamsOf). */
    query: z.record(z.string(), z.string()),
    /** The listing page with the query. */
    listingPath: z.string(),
    createdAt: z.string(),
    lastAlertAt: z.string().nullable(),
  })
  .meta({ id: "SavedSearch" });

export type SavedSearchDto = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ search: savedSearchSchema });
export const savedSearchListResponseSchema = z
  .object({ items: z.array(savedSearchSchema), limit: z.number().int() })
  .meta({ id: "SavedSearchList" });
export type SavedSearchList = z.infer<typeof savedSearchListResponseSchema>;

/** The alert's unsubscribe link, opened signed out. */
export const savedSearchTokenQuerySchema = z.object({ token: z.string().min(1).max(500) });
export const savedSearchUnsubscribeBodySchema = z
  .object({ token: z.string().min(1).max(500) })
  .meta({ id: "SavedSearchUnsubscribeRequest" });
export const savedSearchAlertStatusSchema = z
  .object({ name: z.string(), paused: z.boolean() })
  .meta({ id: "SavedSearchAlertStatus" });
export type SavedSearchAlertStatus = z.infer<typeof savedSearchAlertStatusSchema>;

/** The RFC 8058 one-click body. */
export const savedSearchOneClickBodySchema = z.object({
  "List-Unsubscribe": z.literal("One-Click"),
});
