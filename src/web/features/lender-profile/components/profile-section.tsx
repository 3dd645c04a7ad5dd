import { Box, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { SECTION_SCROLL_MARGIN } from "./profile-layout";

interface ProfileSectionProps {
  id: string;
  title: ReactNode;
  /** Shown after the heading, on the same line (e.g. the AI tooltip). */
  titleAside?: ReactNode;
  children: ReactNode;
}

/**
 * A nav target: a labelled <section> that stops below the sticky header and nav when scrolled
 * to, with a heading that takes focus after a nav jump (so keyboard users continue from there).
 */
export function ProfileSection({ id, title, titleAside, children }: ProfileSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py="xl"
      style={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}
    >
      <Box mb="md" style={{ display: "flex", alignItems: "center", gap: 8 }}>
        <Title
          order={2}
          id={headingId}
          tabIndex={-1}
          data-section-heading
          fz={{ base: 22, sm: 26 }}
        >
          {title}
        </Title>
        {titleAside}
      </Box>
      {children}
    </Box>
  );
}
