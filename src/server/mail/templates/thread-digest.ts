/**
 * The digest of unread entries of one conversation (issue 15), to the borrower or the lender,
 * with an unsubscribe link per kind of notification it carries and List-Unsubscribe headers.
 * Which entries, and when, is services/messages/send-thread-digests.ts's business.
 */
import {
  type MessageAuthorSide,
  type MessageKind,
  NOTIFICATION_KINDS,
  notificationKindOf,
  type ThreadSide,
} from "@/domain/contract/messages";
import { lenderInquiryTitle } from "@/domain/loan-requests/inquiries";
import {
  listUnsubscribeHeaders,
  oneClickUnsubscribeUrl,
  unsubscribeUrl,
} from "../../services/messages/unsubscribe-token";
import { defangLinks } from "../defang-links";
import type { MailMessage } from "../mailer";
import { renderActionMail } from "./layout";
import { type MailKind, SAMPLE } from "./mail-kind";

/** Entries listed in one mail; more are summed up. */
export const DIGEST_LIST_MAX = 10;

/** One recipient's unread entries of one conversation, oldest first. */
export interface ThreadDigest {
  recipientId: string;
  side: ThreadSide;
  email: string;
  companyName: string;
  customName: string | null;
  borrowerName: string | null;
  entries: { kind: MessageKind; author_side: MessageAuthorSide; body: string }[];
}

export interface ThreadDigestLinks {
  baseUrl: string;
  supportEmail: string;
  /** The secret of the unsubscribe links (the auth secret). */
  secret: string;
}

const EVENT_LABELS: Record<MessageKind, string> = {
  text: "Message",
  offer_sent: "Offer sent",
  offer_revised: "Offer revised",
  offer_withdrawn: "Offer withdrawn",
  offer_accepted: "Offer accepted",
  offers_closed: "Offers closed",
};

/** A message's first `max` characters, its links shown as text (issue 27, defang-links.ts). */
function excerpt(text: string, max = 280): string {
  const flat = defangLinks(text.replace(/\s+/g, " ").trim());
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function digestMail(digest: ThreadDigest, deps: ThreadDigestLinks): MailMessage {
  const forBorrower = digest.side === "borrower";
  const counterpart = forBorrower
    ? digest.companyName
    : digest.borrowerName?.trim() || "The borrower";
  const requestTitle = defangLinks(
    forBorrower
      ? digest.customName?.trim() || "your loan request"
      : lenderInquiryTitle(digest.customName),
  );
  const count = digest.entries.length;
  const listed = digest.entries.slice(-DIGEST_LIST_MAX);
  const lines = listed.map((entry) => {
    const who =
      entry.author_side === "system"
        ? "LenderLane"
        : entry.author_side === "lender"
          ? digest.companyName
          : counterpart;
    return `${EVENT_LABELS[entry.kind]} from ${who}: ${excerpt(entry.body)}`;
  });
  if (count > listed.length) lines.unshift(`…and ${count - listed.length} earlier.`);
  const kinds = new Set(digest.entries.map((entry) => notificationKindOf(entry.kind)));
  const mailKinds = NOTIFICATION_KINDS.filter((kind) => kinds.has(kind));
  const mail = renderActionMail({
    to: digest.email,
    supportEmail: deps.supportEmail,
    subject:
      count === 1
        ? `New in your conversation with ${counterpart}`
        : `${count} new in your conversation with ${counterpart}`,
    heading: `Unread in your conversation with ${counterpart}`,
    intro: `${counterpart} wrote in the conversation about ${forBorrower ? requestTitle : `"${requestTitle}"`}. You have not read ${count === 1 ? "it" : `these ${count} entries`} yet:`,
    notes: lines.join("\n\n"),
    action: {
      label: "Open the conversation",
      url: `${deps.baseUrl}${forBorrower ? "/borrower-dashboard" : "/lender-dashboard"}`,
    },
    outro:
      "We send at most one mail an hour per conversation, and only while it has unread entries.",
    footerLinks: mailKinds.map((kind) => ({
      label:
        kind === "messages"
          ? "Unsubscribe from new message mails"
          : "Unsubscribe from offer update mails",
      url: unsubscribeUrl(deps.baseUrl, deps.secret, digest.recipientId, kind),
    })),
  });
  return {
    ...mail,
    headers: listUnsubscribeHeaders(
      oneClickUnsubscribeUrl(deps.baseUrl, deps.secret, digest.recipientId, mailKinds),
      deps.supportEmail,
    ),
  };
}

const links: ThreadDigestLinks = { ...SAMPLE, secret: "sample-secret-for-previews-only" };
const entry = (
  kind: MessageKind,
  author_side: MessageAuthorSide,
  body: string,
): ThreadDigest["entries"][number] => ({ kind, author_side, body });

export const threadDigestKind: MailKind = {
  id: "thread-digest",
  description:
    "To a borrower or lender with unread entries in a conversation: at most one an hour per conversation.",
  samples: {
    "to-borrower": () =>
      digestMail(
        {
          recipientId: "00000000-0000-4000-8000-00000000000b",
          side: "borrower",
          email: "dana.borrower@example.com",
          companyName: "Cedar Ridge Capital",
          customName: "Elm St duplex & garage",
          borrowerName: "Dana Borrower",
          entries: [
            entry(
              "text",
              "lender",
              "Thanks for the details.\n\nCould you send the rehab budget? Upload it at https://files.example.com.",
            ),
          ],
        },
        links,
      ),
    "to-lender-many-entries": () =>
      digestMail(
        {
          recipientId: "00000000-0000-4000-8000-00000000000c",
          side: "lender",
          email: "deals@cedar-ridge.example.com",
          companyName: "Cedar Ridge Capital",
          customName: null,
          borrowerName: null,
          entries: [
            ...Array.from({ length: 11 }, (_, i) =>
              entry("text", "borrower", `Question ${i + 1}: ${"about the terms ".repeat(i * 2)}`),
            ),
            entry(
              "offer_accepted",
              "borrower",
              "Offer accepted: $450,000 at 10.25% for 12 months, interest-only",
            ),
          ],
        },
        links,
      ),
  },
};
