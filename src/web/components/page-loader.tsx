import { Center, Loader, VisuallyHidden } from "@mantine/core";

interface PageLoaderProps {
  label?: string;
  /** Minimum height of the area the spinner is centred in. */
  minHeight?: number | string;
}

/** Centred spinner for a page or section that is waiting for code or data. */
export function PageLoader({ label = "Loading...", minHeight = "50vh" }: PageLoaderProps) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
