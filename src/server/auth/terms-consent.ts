/**
 * Sign-up's terms consent (issue 33 'Consent records'): every account better-auth creates (a
 * password sign-up, a lender's sign-up, a first magic link) was created under the line 'By
 * creating an account, you agree to the Terms of Service ...' (CURRENT_CONSENT.terms), so
 * its creation stores that version with the time, the client address (the header our auth
 * plugin sets from the trusted request address) and the user agent. Accounts made by an
 * anonymous request (unconfirmed-account.ts) are not better-auth's and agree to nothing here:
 * they record the contact line instead. A failure is logged; the sign-up stands.
 */
import { CURRENT_CONSENT } from "@/domain/consent/consent-wordings";
import type { Database } from "../db/client";
import { recordConsent } from "../services/privacy/record-consent";

/** The context better-auth passes to a database hook (an endpoint's, or none). */
interface HookContext {
  headers?: Headers | undefined;
  request?: Request | undefined;
  context?: { logger?: { error(...args: unknown[]): void } };
}

export function createTermsConsentHooks(db: Database, clientIpHeader: string) {
  return {
    user: {
      create: {
        after: async (user: { id: string; email: string }, context: HookContext | null) => {
          const headers = context?.headers ?? context?.request?.headers;
          try {
            await recordConsent(db, {
              userId: user.id,
              email: user.email,
              kind: "terms",
              choice: "agreed",
              version: CURRENT_CONSENT.terms,
              ipAddress: headers?.get(clientIpHeader) ?? null,
              userAgent: headers?.get("user-agent") ?? null,
            });
          } catch (error) {
            const log = context?.context?.logger?.error ?? console.error;
            log("Recording the terms consent at sign-up failed", error);
          }
        },
      },
    },
  };
}
