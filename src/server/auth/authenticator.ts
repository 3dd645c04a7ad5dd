/**
 * An authenticator written straight into the database (issue 33): the development demo admin's
 * fixed secret (seed) and the tests' enrolled admins, without the enrolment's requests. The
 * row is what better-auth's two-factor plugin writes after a verified enrolment: the secret
 * and backup codes encrypted with the auth secret; a secret given in base32 (as authenticator
 * apps take it) is stored as the plugin stores imported ones, `base32:<secret>`.
 *
 * Codes are computed with better-auth's own TOTP (`@better-auth/utils/otp`, RFC 6238, the
 * module the plugin verifies with), so a code made here is one the plugin accepts.
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@/domain/accounts/two-factor";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { Executor } from "../db/client";
import { twoFactors, users } from "../db/schema";
import type { Auth } from "./auth";

export interface SealedAuthenticator {
  secret: string;
  backupCodes: string;
}

/** The plugin's encrypted columns for a base32 secret and backup codes. */
export async function sealAuthenticator(
  auth: Auth,
  secretBase32: string,
  backupCodes: readonly string[],
): Promise<SealedAuthenticator> {
  const key = (await auth.$context).secretConfig;
  return {
    secret: await symmetricEncrypt({ key, data: `base32:${secretBase32.toUpperCase()}` }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(backupCodes) }),
  };
}

/** Enrols the user: their verified authenticator row, and two-factor sign-in on. */
export async function insertAuthenticator(
  db: Executor,
  userId: string,
  sealed: SealedAuthenticator,
): Promise<void> {
  await db.insert(twoFactors).values({ userId, ...sealed, verified: true });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
}

function otpOf(secretBase32: string) {
  return createOTP(base32.decode(secretBase32.toUpperCase()), {
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The authenticator's code for this moment. */
export function currentTotpCode(secretBase32: string): Promise<string> {
  return otpOf(secretBase32).totp();
}

/** The otpauth:// address an authenticator app reads (as a QR code or a link). */
export function totpUri(secretBase32: string, account: string): string {
  return otpOf(secretBase32).url(PRODUCT_NAME, account);
}
