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
  /** System entry on the other lenders' threads: another lender's offer was accepted. */
  "offers_closed",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const OFFER_MESSAGE_KINDS = MESSAGE_KINDS.filter((kind) => kind !== "text");

/** The kinds of notification mail a user can unsubscribe from, each on its own. */
export const NOTIFICATION_KINDS = [
  "messages",
  "offers",
  "next_steps",
  "reminders",
  "reviews",
  /** Issue 31: a lender's mails of new loan requests (the first at once, then the digest). */
  "new_requests",
  /** Issue 31: a borrower's mail when a lender marks a request interested or declined. */
  "answers",
] as const;
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
    // Issue 28: the lender answered (Interested / Declined), so the submission's status and
    // the lender's note changed; the borrower's dashboard refetches its requests.
    z.object({
      type: z.literal("answer"),
      submissionId: z.uuid(),
      inquiryId: z.uuid(),
    }),
  ])
  .meta({ id: "LiveEvent" });

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The SSE event name every live event is sent under (`event: <name>`). */
export const LIVE_EVENT_NAME = "update";

export const submissionThreadParams = z.object({ submissionId: z.uuid() });

/** One entry of a thread, oldest first in a list. */
export const threadMessageSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(MESSAGE_KINDS),
    authorSide: z.enum(MESSAGE_AUTHOR_SIDES),
    /** Shown as plain text, never as HTML. */
    body: z.string(),
    offerId: z.uuid().nullable(),
    createdAt: z.string(),
    teamAuthor: z
      .object({
        name: z.string().nullable().describe("Null when the colleague's account was deleted"),
        isViewer: z.boolean().describe("Written by the account reading the thread"),
      })
      .optional()
      .describe(
        "Issue 31 team seats: which colleague wrote a lender entry; only in the lender team's answers (the borrower and admins see the lender's name)",
      ),
  })
  .meta({ id: "ThreadMessage" });

export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadQuerySchema = z.object({
  /** Entries before this one (the oldest shown): the page before it. */
  before: z.uuid().optional(),
});

/** A page of entries of a thread. */
export const THREAD_PAGE_SIZE = 100;

export const threadResponseSchema = z
  .object({
    submissionId: z.uuid(),
    inquiryId: z.uuid(),
    /** The lender's company name and the borrower's name, for the entries' authors. */
    lenderName: z.string(),
    borrowerName: z.string(),
    /** The viewer's side; null for an admin reading. */
    viewerSide: z.enum(THREAD_SIDES).nullable(),
    canWrite: z.boolean(),
    /** Oldest first (newest at the bottom); at most THREAD_PAGE_SIZE. */
    messages: z.array(threadMessageSchema),
    /** Older entries exist (ask with `before` = the first entry's id). */
    hasOlder: z.boolean(),
    /** Up to when each side has read (read receipts); null: never opened. */
    readUntil: z.object({
      borrower: z.string().nullable(),
      lender: z.string().nullable(),
    }),
  })
  .meta({ id: "Thread" });

export type ThreadResponse = z.infer<typeof threadResponseSchema>;

export const postMessageBodySchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, "Write a message first.")
      .max(
        MESSAGE_BODY_MAX,
        `A message can be at most ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters.`,
      ),
  })
  .meta({ id: "PostMessage" });

export type PostMessageBody = z.infer<typeof postMessageBodySchema>;

export const markReadBodySchema = z
  .object({
    /** The newest entry the reader has on screen; the newest of the thread when absent. */
    upToMessageId: z.uuid().optional(),
  })
  .meta({ id: "MarkThreadRead" });

export const unreadCountsSchema = z
  .object({
    /** For the header badge. */
    total: z.number().int().min(0),
    /** Submissions with unread entries only. */
    submissions: z.array(
      z.object({ submissionId: z.uuid(), inquiryId: z.uuid(), unread: z.number().int().min(1) }),
    ),
    /** Per loan request (sum of its submissions), requests with unread entries only. */
    inquiries: z.array(z.object({ inquiryId: z.uuid(), unread: z.number().int().min(1) })),
  })
  .meta({ id: "UnreadCounts" });

export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/**
 * The header badge's answer (issue 34): the signed-in side's unread entries over all its
 * threads, one number whatever their count (`GET /api/messages/unread/total`).
 */
export const unreadTotalSchema = z
  .object({ total: z.number().int().min(0) })
  .meta({ id: "UnreadTotal" });

export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

/** Whether `entry` (of `side`) has been read by the other side, given their read marker. */
export function isSeenByOtherSide(
  entry: Pick<ThreadMessage, "createdAt">,
  otherSideReadUntil: string | null,
): boolean {
  return (
    otherSideReadUntil !== null && Date.parse(otherSideReadUntil) >= Date.parse(entry.createdAt)
  );
}

/** The signed token of an unsubscribe link (docs/decisions/live-updates.md). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });

export const unsubscribeBodySchema = z
  .object({
    token: z.string().min(1).max(500),
    /** false (the default): stop these mails; true: receive them again. */
    subscribed: z.boolean().default(false),
  })
  .meta({ id: "UnsubscribeRequest" });

export const unsubscribeResponseSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS),
    email: z.string(),
    subscribed: z.boolean(),
  })
  .meta({ id: "NotificationSubscription" });

export type NotificationSubscription = z.infer<typeof unsubscribeResponseSchema>;

/**
 * POST /unsubscribe (RFC 8058 one-click, the address in a digest's List-Unsubscribe): one
 * signed token per kind of notification the mail carried.
 */
export const oneClickUnsubscribeQuerySchema = z.object({
  token: z.union([
    z.string().min(1).max(500),
    z.array(z.string().min(1).max(500)).min(1).max(NOTIFICATION_KINDS.length),
  ]),
});

/** The body a mail client POSTs: `List-Unsubscribe=One-Click`, nothing else is asked for. */
export const oneClickUnsubscribeBodySchema = z.object({
  "List-Unsubscribe": z.literal("One-Click"),
});

/** The kinds of notification mail now stopped. */
export const oneClickUnsubscribeResponseSchema = z.object({
  unsubscribed: z.array(z.enum(NOTIFICATION_KINDS)),
});

/** What each notification kind is called on the unsubscribe page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  messages: "new message emails",
  offers: "offer update emails",
  next_steps: "emails suggesting more lenders when a request gets few answers",
  reminders: "daily reminders of unanswered requests",
  reviews: "emails about reviews: yours published or not, and new reviews of your company",
  new_requests: "emails of new loan requests",
  answers: "emails when a lender answers your request",
};
