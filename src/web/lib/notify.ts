/**
 * Toasts. Spec 8: failures are "destructive" (red) toasts; successes are calm primary-coloured.
 *
 * Mantine's notifications (the store, the outlet and its transitions, ~7 KB gzipped) load with
 * the first toast, not with every page: most visits never show one. The first call asks the app
 * to mount the outlet (NotificationsOutlet) and shows the toast as soon as the code is there.
 */
import type { NotificationData } from "@mantine/notifications";
import type { ToastMessage } from "@/domain/site/toast-messages";

interface NotifyOptions {
  /** Left out for a notice spec 8 gives as one sentence (e.g. the lender sign-up's). */
  title?: string;
  message?: string;
}

export const loadNotifications = () => import("@mantine/notifications");

let outletWanted = false;
const listeners = new Set<() => void>();

/** Whether a toast was asked for yet (the outlet mounts from then on). */
export const notificationsOutlet = {
  wanted: () => outletWanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(data: NotificationData) {
  if (!outletWanted) {
    outletWanted = true;
    for (const listener of listeners) listener();
  }
  void loadNotifications().then(({ notifications }) => notifications.show(data));
}

/** The failure toasts on screen: a success clears them (issue 28: red next to 'Success!'). */
const errorIds = new Set<string>();
let nextErrorId = 0;

function clearErrors() {
  if (errorIds.size === 0) return;
  const ids = [...errorIds];
  errorIds.clear();
  void loadNotifications().then(({ notifications }) => {
    for (const id of ids) notifications.hide(id);
  });
}

export const notify = {
  /**
   * A success. It clears the failure toasts still on screen: they were about the step the
   * person just got past (toasts only come from the person's own actions, one flow at a time).
   */
  success({ title, message }: NotifyOptions) {
    clearErrors();
    show({ title, message: message ?? "", color: "lane", withBorder: true });
  },
  error({ title, message }: NotifyOptions) {
    nextErrorId += 1;
    const id = `error-${nextErrorId}`;
    errorIds.add(id);
    show({
      id,
      title,
      message: message ?? "",
      color: "red",
      withBorder: true,
      autoClose: 8000,
      onClose: () => errorIds.delete(id),
    });
  },
  /** A failure toast from the domain's error catalogue ({ title, text }). */
  errorToast(toast: ToastMessage) {
    notify.error({ title: toast.title, message: toast.text });
  },
  /** For a flow whose success is a screen, not a toast (the quote wizard's thank-you). */
  clearErrors,
};
