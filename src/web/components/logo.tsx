import { Group, Text } from "@mantine/core";

interface LogoMarkProps {
  size?: number;
}

/**
 * The LenderLane mark: a roof over a lane that narrows towards it, white on lane blue.
 * Decorative (the wordmark or a link label names it). public/favicon.svg draws the same shapes.
 */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#275896" />
      <path
        d="M8 15.5 16 8.5l8 7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M9.5 25.5 13.6 17.5M22.5 25.5 18.4 17.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M16 19.2v1.6M16 23.4v2.1" stroke="#b7cfeb" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
}

/** Mark + wordmark ("LenderLane" as real text, so it is read out and selectable). */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <Group gap={Math.round(size / 4)} wrap="nowrap" component="span">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={Math.round(size * 0.62)}
        lh={1}
        c="var(--mantine-color-text)"
        style={{ letterSpacing: "-0.01em", whiteSpace: "nowrap" }}
      >
        Lender
        <Text component="span" inherit c="lane.7">
          Lane
        </Text>
      </Text>
    </Group>
  );
}
