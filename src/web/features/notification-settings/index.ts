/** The notification settings feature's public names (issue 31). */
export { getNotificationSettingsQueryOptions } from "./api/notification-settings";
export { NotificationSettingsScreen } from "./components/notification-settings-screen";
