/**
 * Stores one consent (issue 33 'Consent records'): what the person agreed to or withdrew, by
 * the exact wording's version (domain/consent/consent-wordings.ts), when, from which address
 * and with which user agent. Written in the caller's transaction when there is one, so the
 * agreement and what it allows are stored together.
 */
import type { ConsentChoice, ConsentKind, ConsentVersion } from "@/domain/consent/consent-wordings";
import { CONSENT_RETENTION_MONTHS, retainUntil } from "@/domain/privacy/privacy-rules";
import type { Executor } from "../../db/client";
import { consentRecords } from "../../db/schema";
import { subjectHashOf } from "./subject-hash";

/** Where a consent came from: the request's client address and user agent. */
export interface ConsentOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface ConsentInput extends ConsentOrigin {
  userId: string;
  email: string | null;
  kind: ConsentKind;
  choice: ConsentChoice;
  version: ConsentVersion;
  /** What it was about: the lender's name for contact consent, the notification kind. */
  scope?: string | null;
  now?: Date;
}

/** A stored user agent is cut to this many characters (a header may be long). */
const USER_AGENT_MAX = 512;

export async function recordConsent(db: Executor, input: ConsentInput): Promise<void> {
  const givenAt = input.now ?? new Date();
  await db.insert(consentRecords).values({
    userId: input.userId,
    subjectHash: subjectHashOf(input.userId),
    email: input.email,
    kind: input.kind,
    choice: input.choice,
    wordingVersion: input.version,
    scope: input.scope ?? null,
    ipAddress: input.ipAddress,
    userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    givenAt,
    retainUntil: retainUntil(givenAt, CONSENT_RETENTION_MONTHS),
  });
}

/** The origin of a Fastify request (its trusted client address and user agent). */
export function consentOriginOf(request: {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}): ConsentOrigin {
  const agent = request.headers["user-agent"];
  return {
    ipAddress: request.ip || null,
    userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? null,
  };
}
