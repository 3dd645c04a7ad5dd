/**
 * Toasts. Spec 8: failures are "destructive" (red) toasts; successes are calm primary-coloured.
 */
import { notifications } from "@mantine/notifications";
import type { ToastMessage } from "@/domain/toast-messages";

interface NotifyOptions {
  /** Left out for a notice spec 8 gives as one sentence (e.g. the lender sign-up's). */
  title?: string;
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
  /** A failure toast from the domain's error catalogue ({ title, text }). */
  errorToast(toast: ToastMessage) {
    notify.error({ title: toast.title, message: toast.text });
  },
};
