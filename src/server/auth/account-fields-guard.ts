/**
 * A better-auth plugin that keeps the auth account's own stored fields within our limits: the
 * display name (`name`) at most ACCOUNT_NAME_MAX_LENGTH characters, and no `image` at all (no
 * screen shows or sets one, and it would be an address chosen by the user). better-auth's
 * sign-up, magic link and update-user bodies accept both without limits. Like the other auth
 * hooks it runs for HTTP calls and `auth.api.*` calls alike (lender sign-up included).
 */
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { tooLongMessage } from "@/domain/reference/form-fields";
import { ACCOUNT_NAME_MAX_LENGTH } from "@/domain/reference/limits";

export const IMAGE_NOT_ALLOWED_MESSAGE = "A profile image can't be set.";

/** The paths whose body may carry `name` or `image`. */
const GUARDED_PATHS = new Set(["/sign-up/email", "/sign-in/magic-link", "/update-user"]);

/** The field message for each refused field of a body, or null when it may pass. */
export function accountFieldProblems(body: unknown): Record<string, string> | null {
  if (typeof body !== "object" || body === null) return null;
  const { name, image } = body as { name?: unknown; image?: unknown };
  const fields: Record<string, string> = {};
  if (typeof name === "string" && name.trim().length > ACCOUNT_NAME_MAX_LENGTH) {
    fields.name = tooLongMessage(ACCOUNT_NAME_MAX_LENGTH);
  }
  if (image !== undefined && image !== null) fields.image = IMAGE_NOT_ALLOWED_MESSAGE;
  return Object.keys(fields).length > 0 ? fields : null;
}

export function accountFieldsGuard() {
  return {
    id: "lenderlane-account-fields-guard",
    hooks: {
      before: [
        {
          matcher: (ctx) => GUARDED_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const fields = accountFieldProblems(ctx.body);
            if (!fields) return;
            throw new APIError("BAD_REQUEST", {
              code: "VALIDATION_FAILED",
              message: Object.values(fields).join(" "),
              fields,
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
