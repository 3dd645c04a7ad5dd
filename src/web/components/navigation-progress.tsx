import "@mantine/core/styles/Progress.layer.css";
import { Progress } from "@mantine/core";
import { useNavigation } from "react-router";

/** Thin bar at the top of the window while the router loads the next page's code. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <Progress
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
