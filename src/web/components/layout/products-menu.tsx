import { Box, Button, NavLink, Paper, Text } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";

/**
 * Header "Products": a disclosure (a button with aria-expanded that shows a list of links), not
 * an ARIA menu. Mantine's Menu made it role="menu" with a focusable presentational label, Enter
 * focused that label and ↓ did not open it (issue 18, WCAG 4.1.2). The list renders right after
 * the button, so Tab walks from the button into the links and on out of the header; focus
 * leaving the list, Escape, a click outside or following a link closes it. ↓ on the button opens
 * it and focuses the first link, as users of menus expect.
 *
 * The list is a panel placed under the button with CSS (the header never scrolls it out of
 * view and it opens left-aligned on wide screens only), not Mantine's Popover: Popover brought
 * Floating UI (~20 KB gzipped) into the first download of every page for this one list.
 */
export function ProductsMenu() {
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  // ↓ focuses the list's first link once it has rendered.
  useEffect(() => {
    if (!opened || !focusFirstOnOpen.current) return;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const link = rootRef.current?.querySelector<HTMLAnchorElement>(`[id="${listId}"] a`);
      if (link && link.offsetParent !== null) {
        focusFirstOnOpen.current = false;
        link.focus();
      } else if (tries++ < 30) {
        frame = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [opened, listId]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    focusFirstOnOpen.current = true;
    setOpened(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && opened) {
      event.stopPropagation();
      setOpened(false);
      buttonRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (opened && !(next instanceof Node && rootRef.current?.contains(next))) setOpened(false);
  };

  // A click or tap outside closes it (focus may stay on the page, so blur alone is not enough).
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && rootRef.current?.contains(event.target))) {
        setOpened(false);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [opened]);

  return (
    <Box ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur} pos="relative">
      <Button
        ref={buttonRef}
        variant="subtle"
        aria-expanded={opened}
        aria-controls={opened ? listId : undefined}
        onClick={() => setOpened((open) => !open)}
        onKeyDown={onButtonKeyDown}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden="true"
            style={{ transform: opened ? "rotate(180deg)" : undefined }}
          />
        }
      >
        Products
      </Button>
      {opened ? (
        // Where Popover put it: 8 px under the button, its width, border, shadow and layer.
        <Paper
          withBorder
          shadow="md"
          p={6}
          w={240}
          pos="absolute"
          top="calc(100% + 8px)"
          left={0}
          style={{
            zIndex: "var(--mantine-z-index-popover)",
            borderColor: "var(--mantine-color-gray-2)",
          }}
        >
          <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
            Loan types
          </Text>
          <Box
            component="ul"
            id={listId}
            aria-labelledby={headingId}
            style={{ listStyle: "none", margin: 0, padding: 0 }}
          >
            {LOAN_TYPES.map((type) => (
              <li key={type}>
                <NavLink
                  component={Link}
                  to={LOAN_TYPE_INFO[type].route}
                  onClick={() => setOpened(false)}
                  label={LOAN_TYPE_INFO[type].label}
                  style={{ borderRadius: "var(--mantine-radius-sm)" }}
                />
              </li>
            ))}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
