import { HEADER_HEIGHT } from "@/web/components/layout/header";

/** Height of the sticky section nav, which sits right under the sticky site header. */
export const SECTION_NAV_HEIGHT = 52;

/** Sections scrolled to stop below the header and the nav, with a little air. */
export const SECTION_SCROLL_MARGIN = HEADER_HEIGHT + SECTION_NAV_HEIGHT + 16;

/** A section counts as current once its top passes this line. */
export const ACTIVE_SECTION_LINE = HEADER_HEIGHT + SECTION_NAV_HEIGHT + 24;
