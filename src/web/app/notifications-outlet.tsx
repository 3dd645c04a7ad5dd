import { lazy, Suspense, useSyncExternalStore } from "react";
import { notificationsOutlet } from "@/web/lib/notify";

const ToastRegion = lazy(() => import("./toast-region").then((m) => ({ default: m.ToastRegion })));

const never = () => false;

/**
 * Where toasts show (bottom right, four at most). Mounted with the first toast (lib/notify.ts),
 * so a page that shows none never downloads Mantine's notifications. Renders nothing on the
 * server and while hydrating (toasts are never part of a server-rendered page).
 */
export function NotificationsOutlet() {
  const wanted = useSyncExternalStore(
    notificationsOutlet.subscribe,
    notificationsOutlet.wanted,
    never,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
