import { Notifications } from "@mantine/notifications";

/**
 * Mantine's toast outlet in a module of its own, so its chunk carries the notifications' CSS
 * (per-component sheets, docs/decisions/css.md) and loads with the first toast.
 */
export function ToastRegion() {
  return <Notifications position="bottom-right" limit={4} />;
}
