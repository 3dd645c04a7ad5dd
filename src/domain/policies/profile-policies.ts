/** Profiles (spec 2 'My Profile', spec 6): each signed-in user edits their own. */
import type { Actor } from "./actor";

/** Editing a profile (name, phone, experience, credit score): its own user only. */
export function canEditProfile(actor: Actor, profile: { id: string }): boolean {
  return actor !== null && actor.userId === profile.id;
}

/** Downloading everything LenderLane holds about an account (issue 33): its own user only. */
export function canExportOwnData(actor: Actor, account: { id: string }): boolean {
  return actor !== null && actor.userId === account.id;
}

/**
 * Deleting an account (issue 33): its own user only, and never the last admin (someone must
 * be able to run the marketplace; the server answers 409 `last_admin`). `otherAdmins` counts
 * the admin accounts besides this one.
 */
export function canDeleteOwnAccount(
  actor: Actor,
  account: { id: string; otherAdmins: number },
): boolean {
  if (actor === null || actor.userId !== account.id) return false;
  return actor.userType !== "admin" || account.otherAdmins > 0;
}

/**
 * Reading and changing which notification mails an account gets (issue 31): its own user
 * only. The unsubscribe links change the same settings, authorised by their signed token.
 */
export function canChangeNotificationSettings(actor: Actor, account: { id: string }): boolean {
  return actor !== null && actor.userId === account.id;
}
