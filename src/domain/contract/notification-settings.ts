/**
 * Contract of the notification settings (issue 31): GET and PUT /api/me/notification-settings
 * (JSON, the page with its script) and POST /profile/notifications (the same form posted
 * without JavaScript, form-encoded; answered with a 303 back to the page).
 */
import { z } from "zod";
import { DIGEST_FREQUENCIES } from "../notifications/mail-settings";
import { USER_TYPES } from "../reference/statuses";
import { NOTIFICATION_KINDS } from "./messages";

/** The page of the settings, and where its form posts without JavaScript. */
export const NOTIFICATION_SETTINGS_PATH = "/profile/notifications";
export const NOTIFICATION_SETTINGS_FORM_PATH = "/profile/notifications";

export const notificationSettingsSchema = z
  .object({
    email: z.string(),
    role: z.enum(USER_TYPES),
    /** Each kind the role can turn off, in the page's order, and whether it is on. */
    kinds: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), on: z.boolean() })),
    digestFrequency: z.enum(DIGEST_FREQUENCIES),
  })
  .meta({ id: "NotificationSettings" });

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PUT: the kinds to change (a kind left out keeps its value) and the digest frequency. A kind
 * the caller's role does not get answers 400 (`kinds`).
 */
export const notificationSettingsBodySchema = z
  .object({
    kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()).default({}),
    digestFrequency: z.enum(DIGEST_FREQUENCIES).optional(),
  })
  .strict();

export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

/**
 * The form without JavaScript: one checkbox `on` per kind the page lists (a browser sends
 * only the checked ones, so every listed kind left out is turned off), the frequency, and the
 * hidden `form` field that says the post is this page's form.
 */
export const NOTIFICATION_SETTINGS_FORM_MARKER = "notification-settings";

export const notificationSettingsFormSchema = z.object({
  /**
   * The page's hidden field: a post without it (not this page's form) changes nothing, where
   * an empty form would otherwise read as every kind turned off.
   */
  form: z.literal(NOTIFICATION_SETTINGS_FORM_MARKER),
  on: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length).default([]),
  digestFrequency: z.enum(DIGEST_FREQUENCIES).optional(),
});

export type NotificationSettingsForm = z.infer<typeof notificationSettingsFormSchema>;

/** The page's address after the form's post: `saved=1`, or the error's code. */
export const NOTIFICATION_SETTINGS_SAVED = "saved";
