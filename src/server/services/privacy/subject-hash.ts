/**
 * The key that ties privacy records to an account after the account is gone (issue 33): the
 * SHA-256 of the user id, hex. It says nothing about the person; an admin who still knows an
 * id (a support ticket) can find its rows by hashing it.
 */
import { createHash } from "node:crypto";

export function subjectHashOf(userId: string): string {
  return createHash("sha256").update(userId).digest("hex");
}
