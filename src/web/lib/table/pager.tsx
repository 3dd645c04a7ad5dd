import { Box, Group, Pagination } from "@mantine/core";
import type { MouseEvent } from "react";
import { pagerItems } from "@/domain/search/pager";

export interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
  /**
   * The URL of a page: the controls become links (readable without JavaScript, e.g. a
   * server-rendered listing); a click still goes through onChange.
   */
  hrefOf?: (page: number) => string;
}

/**
 * Spec 9 pager: every page when there are 7 or fewer, otherwise the first, the last and the
 * current page's neighbours with ellipses. Mantine's Pagination always fills 7 slots, which
 * does not follow that rule, so its parts render the domain's pagerItems. Shared by the
 * listing and DataTable; nothing when there is a single page.
 */
export function Pager({ page, pages, onChange, disabled, hrefOf }: PagerProps) {
  if (pages <= 1) return null;
  const items = pagerItems(page, pages);
  /** Previous and Next as links too, when there is a page to go to. */
  const edge = (to: number, exists: boolean) =>
    hrefOf && exists && !disabled
      ? {
          component: "a" as const,
          href: hrefOf(to),
          onClick: (event: MouseEvent<HTMLElement>) => {
            event.preventDefault();
            onChange(to);
          },
        }
      : {};
  return (
    <Box component="nav" aria-label="Pagination">
      <Pagination.Root total={pages} value={page} onChange={onChange} disabled={disabled}>
        <Group gap={6} justify="center" wrap="wrap">
          <Pagination.Previous aria-label="Previous page" {...edge(page - 1, page > 1)} />
          {items.map((item, index) =>
            item === "ellipsis" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity but its place
              <Pagination.Dots key={`ellipsis-${index}`} />
            ) : (
              <Pagination.Control
                key={item}
                active={item === page}
                {...(hrefOf ? { component: "a" as const, href: hrefOf(item) } : {})}
                onClick={(event) => {
                  event.preventDefault();
                  onChange(item);
                }}
                disabled={disabled}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
              >
                {item}
              </Pagination.Control>
            ),
          )}
          <Pagination.Next aria-label="Next page" {...edge(page + 1, page < pages)} />
        </Group>
      </Pagination.Root>
    </Box>
  );
}
