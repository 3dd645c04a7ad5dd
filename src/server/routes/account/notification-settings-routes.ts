/**
 * Notification settings (issue 31, docs/decisions/2026-11-27-notification-settings.md): the
 * caller's own, read and changed as JSON by the page's script, and posted form-encoded by the
 * same page without JavaScript (answered with a 303 back to the page, Post/Redirect/Get). The
 * origin guard refuses another site's post before it is read, as for every write.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse } from "@/domain/contract/error";
import {
  NOTIFICATION_SETTINGS_FORM_PATH,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_SETTINGS_SAVED,
  notificationSettingsBodySchema,
  notificationSettingsFormSchema,
  notificationSettingsSchema,
} from "@/domain/contract/notification-settings";
import { toActor } from "@/domain/policies/actor";
import { AppError } from "../../lib/app-error";
import { requireSignedIn, viewerOf } from "../../plugins/guards";
import {
  changeNotificationSettings,
  changesOfForm,
  getNotificationSettings,
} from "../../services/messages/notification-settings";
import { consentOriginOf } from "../../services/privacy/record-consent";
import type { RouteDeps } from "../route-deps";

/** The form is a few checkboxes and a choice: well under 1 KB. */
const FORM_BODY_LIMIT = 4 * 1024;

const errors = { 400: errorResponse, 401: errorResponse };

/**
 * A form body: repeated `on` fields become a list (URLSearchParams keeps every one); `form` is
 * the page's hidden marker, which the schema requires.
 */
function parseForm(body: string): Record<string, unknown> {
  const params = new URLSearchParams(body);
  const form = params.get("form");
  const digestFrequency = params.get("digestFrequency");
  return {
    on: params.getAll("on"),
    ...(form !== null ? { form } : {}),
    ...(digestFrequency ? { digestFrequency } : {}),
  };
}

const notificationSettingsRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db">> = async (
  app,
  { db },
) => {
  const accountOf = async (request: Parameters<typeof viewerOf>[0]) => {
    const viewer = await viewerOf(request);
    return {
      actor: toActor(viewer.profile),
      userId: viewer.user.id,
      role: viewer.profile.userType,
    };
  };

  app.get(
    "/api/me/notification-settings",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary:
          "My notification settings: each mail kind I can turn off, and the digest frequency",
        response: { 200: notificationSettingsSchema, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return getNotificationSettings(db, await accountOf(request));
    },
  );

  app.put(
    "/api/me/notification-settings",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["account"],
        summary: "Turn mail kinds on or off and choose the digest frequency",
        description:
          "Kinds left out keep their value. Each kind switched records a consent; the " +
          "unsubscribe links change the same settings.",
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) =>
      changeNotificationSettings(
        db,
        await accountOf(request),
        request.body,
        consentOriginOf(request),
      ),
  );

  // Its own scope: form bodies are read by this route only (every other route takes JSON).
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseForm(String(body))),
    );
    forms.withTypeProvider<ZodTypeProvider>().post(
      NOTIFICATION_SETTINGS_FORM_PATH,
      {
        onRequest: requireSignedIn,
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          hide: true,
          body: notificationSettingsFormSchema,
          response: errors,
        },
      },
      async (request, reply) => {
        const account = await accountOf(request);
        reply.header("cache-control", "no-store");
        try {
          await changeNotificationSettings(
            db,
            account,
            changesOfForm(account.role, request.body),
            consentOriginOf(request),
          );
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 400) throw error;
          return reply.redirect(`${NOTIFICATION_SETTINGS_PATH}?form_error=${error.code}`, 303);
        }
        return reply.redirect(
          `${NOTIFICATION_SETTINGS_PATH}?${NOTIFICATION_SETTINGS_SAVED}=1`,
          303,
        );
      },
    );
  });
};

export default notificationSettingsRoutes;
