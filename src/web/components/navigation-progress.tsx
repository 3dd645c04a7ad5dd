import "@mantine/core/styles/Progress.layer.css";
import { Progress } from "@mantine/core";
import { useNavigationPending } from "@/web/app/navigation-state";

/**
 * Thin bar at the top of the window while a navigation waits for the next page's code (the
 * router's transition is pending, transition-router.tsx). It fades in after a short delay
 * (global.css): a navigation whose page is already loaded is pending for the one render it
 * takes, and would otherwise flash the bar.
 */
export function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <Progress
      className="navigation-progress"
      value={100}
      animated
      striped
      size={3}
      radius={0}
      aria-label="Loading page"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: "var(--mantine-z-index-max)" }}
    />
  );
}
