/**
 * A kind of mail as the development preview (/dev/mail) lists it and the snapshot tests
 * (templates.test.ts) render it: each file of this folder that builds a mail exports one, with
 * sample data, and index.ts lists them all.
 */
import type { MailMessage } from "../mailer";

export interface MailKind {
  /** The file's name without `.ts` (lowercase and dashes): the kind's address in the preview. */
  id: string;
  /** Who gets it and when, in one sentence. */
  description: string;
  /** Sample name (lowercase and dashes) → the mail built from sample data. */
  samples: Record<string, () => MailMessage>;
}

/** The addresses every sample uses. */
export const SAMPLE = {
  baseUrl: "https://lenderlane.example.com",
  supportEmail: "help@lenderlane.example.com",
} as const;
