import { Box, Container, Group, UnstyledButton } from "@mantine/core";
import { type MouseEvent, useEffect, useRef } from "react";
import { HEADER_HEIGHT } from "@/web/components/layout/header";
import type { ProfileSection } from "../lib/profile-sections";
import { SECTION_NAV_HEIGHT } from "./profile-layout";

interface SectionNavProps {
  sections: readonly ProfileSection[];
  active: string | undefined;
  onNavigate: (id: string) => void;
}

/**
 * The sticky in-page nav (spec 2: Overview, Markets, one entry per product type). Plain links to
 * the section anchors, so Tab and Enter work and the targets survive without JavaScript; the
 * current section carries aria-current. On narrow screens the row scrolls sideways and keeps the
 * current entry in view.
 */
export function SectionNav({ sections, active, onNavigate }: SectionNavProps) {
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = rowRef.current;
    if (!row || !active) return;
    const link = row.querySelector<HTMLElement>(`[data-section="${active}"]`);
    if (!link) return;
    const left = link.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: Math.max(0, left - 16) });
    }
  }, [active]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onNavigate(id);
  };

  return (
    <Box
      component="nav"
      aria-label="Lender profile sections"
      pos="sticky"
      top={HEADER_HEIGHT}
      bg="var(--mantine-color-body)"
      style={{
        zIndex: "calc(var(--mantine-z-index-app) - 1)",
        borderBottom: "1px solid var(--mantine-color-gray-3)",
      }}
    >
      <Container>
        <Box
          ref={rowRef}
          h={SECTION_NAV_HEIGHT}
          style={{
            overflowX: "auto",
            scrollbarWidth: "none",
            display: "flex",
            alignItems: "center",
          }}
        >
          <Group component="ul" gap={4} wrap="nowrap" m={0} p={0} style={{ listStyle: "none" }}>
            {sections.map((section) => {
              const current = section.id === active;
              return (
                <li key={section.id}>
                  <UnstyledButton
                    component="a"
                    href={`#${section.id}`}
                    onClick={(event: MouseEvent<HTMLAnchorElement>) =>
                      handleClick(event, section.id)
                    }
                    aria-current={current ? "location" : undefined}
                    data-section={section.id}
                    px="sm"
                    py={6}
                    fz="sm"
                    fw={current ? 700 : 500}
                    c={current ? "lane.9" : "dimmed"}
                    bg={current ? "lane.0" : undefined}
                    style={{
                      display: "block",
                      whiteSpace: "nowrap",
                      borderRadius: "var(--mantine-radius-xl)",
                      boxShadow: current
                        ? "inset 0 0 0 1px var(--mantine-color-lane-2)"
                        : undefined,
                    }}
                  >
                    {section.label}
                  </UnstyledButton>
                </li>
              );
            })}
          </Group>
        </Box>
      </Container>
    </Box>
  );
}
