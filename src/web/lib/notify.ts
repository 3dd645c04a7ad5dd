/**
 * Toasts. Spec 8: failures are "destructive" (red) toasts; successes are calm primary-coloured.
 */
import { notifications } from "@mantine/notifications";

interface NotifyOptions {
  title: string;
  message?: string;
}

export const notify = {
  success({ title, message }: NotifyOptions) {
    notifications.show({ title, message: message ?? "", color: "lane", withBorder: true });
  },
  error({ title, message }: NotifyOptions) {
    notifications.show({
      title,
      message: message ?? "",
      color: "red",
      withBorder: true,
      autoClose: 8000,
    });
  },
};
