/**
 * Contract of the submission threads (issue 15): one thread per loan submission between the
 * borrower and that lender's users, holding text messages and offer events; read markers per
 * side; unread counts; the live events sent over `GET /api/events`. Routes use these schemas;
 * the web takes z.infer types.
 */
import { z } from "zod";

/** Longest text message, in characters (issue 15). */
export const MESSAGE_BODY_MAX = 5_000;

/** Who wrote a thread entry: one of the two sides, or the system (no author). */
export const MESSAGE_AUTHOR_SIDES = ["borrower", "lender", "system"] as const;
export type MessageAuthorSide = (typeof MESSAGE_AUTHOR_SIDES)[number];

/** The two sides that read a thread (and have a read marker each). */
export const THREAD_SIDES = ["borrower", "lender"] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/**
 * What a thread entry is: a text message, or an event of an offer (issue 15 part A), so that
 * unread counts, live updates and digest mails cover offers too.
 */
export const MESSAGE_KINDS = [
  "text",
  "offer_sent",
  "offer_revised",
  "offer_withdrawn",
  "offer_accepted",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const OFFER_MESSAGE_KINDS = MESSAGE_KINDS.filter((kind) => kind !== "text");

/** The kinds of notification mail a user can unsubscribe from, each on its own. */
export const NOTIFICATION_KINDS = ["messages", "offers"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Which notification kind a thread entry belongs to (text: messages; offer events: offers). */
export function notificationKindOf(kind: MessageKind): NotificationKind {
  return kind === "text" ? "messages" : "offers";
}

/**
 * A live event, sent to the signed-in users it concerns over server-sent events. `thread`: a
 * new entry in a submission's thread (a message or an offer event); `read`: a side read the
 * thread (read receipts, unread counts). Clients refetch what the event touches.
 */
export const liveEventSchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("thread"),
      submissionId: z.uuid(),
      inquiryId: z.uuid(),
      messageId: z.uuid(),
      kind: z.enum(MESSAGE_KINDS),
      authorSide: z.enum(MESSAGE_AUTHOR_SIDES),
      offerId: z.uuid().nullable(),
    }),
    z.object({
      type: z.literal("read"),
      submissionId: z.uuid(),
      inquiryId: z.uuid(),
      side: z.enum(THREAD_SIDES),
    }),
  ])
  .meta({ id: "LiveEvent" });

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The SSE event name every live event is sent under (`event: <name>`). */
export const LIVE_EVENT_NAME = "update";
