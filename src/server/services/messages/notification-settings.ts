/**
 * An account's notification settings (issue 31): which kinds of mail it gets (no row in
 * notification_opt_outs: on; the unsubscribe links write the same rows) and how often the
 * conversation digest may mail it. Each kind switched records a consent with the settings
 * page's wording, as the unsubscribe page does with its own.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { ConsentVersion } from "@/domain/consent/consent-wordings";
import type { NotificationKind } from "@/domain/contract/messages";
import type {
  NotificationSettings,
  NotificationSettingsBody,
} from "@/domain/contract/notification-settings";
import {
  DEFAULT_DIGEST_FREQUENCY,
  hasDigest,
  switchableKinds,
} from "@/domain/notifications/mail-settings";
import type { Actor } from "@/domain/policies/actor";
import { canChangeNotificationSettings } from "@/domain/policies/profile-policies";
import type { UserType } from "@/domain/reference/statuses";
import type { Database, Executor } from "../../db/client";
import { notificationOptOuts, notificationSettings, users } from "../../db/schema";
import { runWrite } from "../../db/write";
import { AppError } from "../../lib/app-error";
import { authorize } from "../../lib/authorize";
import type { ConsentOrigin } from "../privacy/record-consent";
import { recordConsent } from "../privacy/record-consent";

export const SETTINGS_VERSION: ConsentVersion = "notifications-settings-v1";

export interface SettingsAccount {
  actor: Actor;
  userId: string;
  role: UserType;
}

const NOT_FOUND = { notFound: "Account not found" };

async function readSettings(
  db: Executor,
  userId: string,
  role: UserType,
): Promise<NotificationSettings> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("not_found", NOT_FOUND.notFound);
  const optedOut = new Set(
    (
      await db
        .select({ kind: notificationOptOuts.kind })
        .from(notificationOptOuts)
        .where(eq(notificationOptOuts.userId, userId))
    ).map((row) => row.kind),
  );
  const [settings] = await db
    .select({ digestFrequency: notificationSettings.digestFrequency })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return {
    email: user.email,
    role,
    kinds: switchableKinds(role).map((kind) => ({ kind, on: !optedOut.has(kind) })),
    digestFrequency: settings?.digestFrequency ?? DEFAULT_DIGEST_FREQUENCY,
  };
}

export async function getNotificationSettings(
  db: Database,
  account: SettingsAccount,
): Promise<NotificationSettings> {
  authorize(account.actor, canChangeNotificationSettings, { id: account.userId }, NOT_FOUND);
  return readSettings(db, account.userId, account.role);
}

/**
 * Applies the changes in one transaction: kinds switched off get an opt-out row, kinds switched
 * on lose theirs, and each kind whose value changed records a consent (none for a kind sent
 * again unchanged). A kind the role does not get is refused (400) before anything is written.
 */
export async function changeNotificationSettings(
  db: Database,
  account: SettingsAccount,
  changes: NotificationSettingsBody,
  origin: ConsentOrigin,
): Promise<NotificationSettings> {
  authorize(account.actor, canChangeNotificationSettings, { id: account.userId }, NOT_FOUND);
  const { userId, role } = account;
  const allowed = new Set(switchableKinds(role));
  const entries = Object.entries(changes.kinds) as [NotificationKind, boolean | undefined][];
  const foreign = entries.filter(([kind]) => !allowed.has(kind)).map(([kind]) => kind);
  if (foreign.length > 0) {
    throw new AppError("validation_failed", "These emails are not sent to your account.", {
      kinds: `Not sent to your account: ${foreign.join(", ")}`,
    });
  }
  if (changes.digestFrequency !== undefined && !hasDigest(role)) {
    throw new AppError("validation_failed", "Your account gets no conversation digest.", {
      digestFrequency: "Your account gets no conversation digest.",
    });
  }
  await runWrite(db, async (w) => {
    const before = await readSettings(w.tx, userId, role);
    const current = new Map(before.kinds.map((entry) => [entry.kind, entry.on]));
    const switched = entries.filter(
      (entry): entry is [NotificationKind, boolean] =>
        entry[1] !== undefined && current.get(entry[0]) !== entry[1],
    );
    const off = switched.filter(([, on]) => !on).map(([kind]) => kind);
    const on = switched.filter(([, value]) => value).map(([kind]) => kind);
    if (off.length > 0) {
      await w.tx
        .insert(notificationOptOuts)
        .values(off.map((kind) => ({ userId, kind })))
        .onConflictDoNothing();
    }
    if (on.length > 0) {
      await w.tx
        .delete(notificationOptOuts)
        .where(and(eq(notificationOptOuts.userId, userId), inArray(notificationOptOuts.kind, on)));
    }
    for (const [kind, value] of switched) {
      await recordConsent(w.tx, {
        ...origin,
        userId,
        email: before.email,
        kind: "notifications",
        choice: value ? "agreed" : "withdrawn",
        version: SETTINGS_VERSION,
        scope: kind,
      });
    }
    if (changes.digestFrequency !== undefined) {
      await w.tx
        .insert(notificationSettings)
        .values({ userId, digestFrequency: changes.digestFrequency })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: { digestFrequency: changes.digestFrequency, updatedAt: new Date() },
        });
    }
  });
  return readSettings(db, userId, role);
}

/**
 * The form without JavaScript lists every kind the role can switch with a checkbox: a kind
 * not posted was left unchecked, so it is switched off.
 */
export function changesOfForm(
  role: UserType,
  form: {
    on: readonly NotificationKind[];
    digestFrequency?: NotificationSettingsBody["digestFrequency"];
  },
): NotificationSettingsBody {
  const checked = new Set(form.on);
  return {
    kinds: Object.fromEntries(switchableKinds(role).map((kind) => [kind, checked.has(kind)])),
    ...(form.digestFrequency && hasDigest(role) ? { digestFrequency: form.digestFrequency } : {}),
  };
}
