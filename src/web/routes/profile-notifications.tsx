import type { Prefetch } from "@/web/app/prefetch";
import {
  getNotificationSettingsQueryOptions,
  NotificationSettingsScreen,
} from "@/web/features/notification-settings";
import { RequireAuth } from "@/web/lib/session";

/**
 * Server rendering (the form works without JavaScript): the caller's settings; a visitor's
 * answer is a 401, and the page shows the sign-in prompt.
 */
export const prefetch: Prefetch = ({ load }) => load(getNotificationSettingsQueryOptions());

/** Issue 31: which mails LenderLane sends this account (/profile/notifications). */
export default function ProfileNotificationsRoute() {
  return (
    <RequireAuth
      title="Notification settings"
      signInTitle="Please sign in to change your notification settings."
      signInText="Sign in to choose which emails we send you."
    >
      <NotificationSettingsScreen />
    </RequireAuth>
  );
}
