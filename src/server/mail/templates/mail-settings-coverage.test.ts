/**
 * Issue 31: the settings page lists every mail LenderLane sends. Each template of this folder
 * must be in some role's list (domain/notifications/mail-settings.ts), and the list names no
 * template that does not exist, so a new mail cannot be sent without the page telling of it.
 */
import { describe, expect, test } from "vitest";
import { MAIL_SETTINGS, switchableKinds } from "@/domain/notifications/mail-settings";
import { MAIL_KINDS } from "./index";

const listed = new Set(
  Object.values(MAIL_SETTINGS).flatMap((groups) => groups.flatMap((group) => group.mails)),
);

describe("notification settings list every mail", () => {
  test("every template is in some role's settings", () => {
    expect(MAIL_KINDS.map((kind) => kind.id).filter((id) => !listed.has(id))).toEqual([]);
  });

  test("the settings name only existing templates", () => {
    const ids = new Set(MAIL_KINDS.map((kind) => kind.id));
    expect([...listed].filter((id) => !ids.has(id))).toEqual([]);
  });

  test("each group can be turned off, is always on with a reason, or is changed elsewhere", () => {
    for (const groups of Object.values(MAIL_SETTINGS)) {
      for (const group of groups) {
        const ways = [group.kind, group.alwaysOnReason, group.managedAt].filter(Boolean);
        expect(ways, group.id).toHaveLength(1);
      }
    }
  });

  test("sign-in links and password resets cannot be turned off in any role", () => {
    for (const groups of Object.values(MAIL_SETTINGS)) {
      const security = groups.filter((group) =>
        group.mails.some((mail) => ["magic-link", "reset-password", "verification"].includes(mail)),
      );
      expect(security.length).toBeGreaterThan(0);
      for (const group of security) expect(group.kind).toBeUndefined();
    }
    expect(switchableKinds("admin")).toEqual([]);
  });
});
