import { HEADER_HEIGHT } from "@/web/components/layout/header";

/** Height of the sticky section nav, which sits right under the sticky site header. */
export const SECTION_NAV_HEIGHT = 52;

/**
 * Extra stop above a section scrolled to. It adds to the page-wide scroll-padding-top of
 * src/web/app/global.css (80 px, which clears the site header), so only the nav is left to
 * clear; the section's own top padding gives the heading air.
 */
export const SECTION_SCROLL_MARGIN = SECTION_NAV_HEIGHT - 16;

/** A section counts as current once its top passes this line. */
export const ACTIVE_SECTION_LINE = HEADER_HEIGHT + SECTION_NAV_HEIGHT + 24;
