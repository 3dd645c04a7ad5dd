/**
 * An invitation link's token (issue 31 seats): 32 random bytes, base64url in the mailed link;
 * only its SHA-256 is stored, so a database read hands out no working link.
 */
import { createHash, randomBytes } from "node:crypto";

export const newInvitationToken = () => randomBytes(32).toString("base64url");

export const hashInvitationToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

export const invitationUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/team-invitation?token=${encodeURIComponent(token)}`;
