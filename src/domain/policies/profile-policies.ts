/** Profiles (spec 2 'My Profile', spec 6): each signed-in user edits their own. */
import type { Actor } from "./actor";

/** Editing a profile (name, phone, experience, credit score): its own user only. */
export function canEditProfile(actor: Actor, profile: { id: string }): boolean {
  return actor !== null && actor.userId === profile.id;
}
