/**
 * The PostgreSQL channel live events travel on (docs/decisions/live-updates.md). A write sends
 * `pg_notify(LIVE_CHANNEL, payload)` inside its transaction, so PostgreSQL delivers it only if
 * and when the transaction commits, to every server process listening: each one forwards it to
 * its own server-sent-event connections of the users named in the payload.
 */
import { z } from "zod";
import { liveEventSchema } from "@/domain/contract/messages";

export const LIVE_CHANNEL = "lenderlane_live";

/** What travels on the channel: the event and the users it goes to. */
export const livePayloadSchema = z.object({
  userIds: z.array(z.string()),
  event: liveEventSchema,
});

export type LivePayload = z.infer<typeof livePayloadSchema>;

/** Parses a notification's payload; null (and never a throw) for anything malformed. */
export function parseLivePayload(raw: string | undefined): LivePayload | null {
  if (!raw) return null;
  try {
    const parsed = livePayloadSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
