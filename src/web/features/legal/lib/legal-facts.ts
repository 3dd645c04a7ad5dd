/**
 * The facts both legal pages state (spec 1 'What the product does and for whom'). Kept in one
 * place so the Terms, the Privacy Policy and their tests agree.
 */
export const LEGAL_EFFECTIVE_DATE = "July 10, 2025";
export const MINIMUM_AGE = 18;
export const GOVERNING_LAW = "the State of New York";
export const ARBITRATION_SEAT = "New York City, New York";
/** The floor of the liability cap: the greater of fees paid in the 12 months before the claim or this. */
export const LIABILITY_FLOOR = "$100";
export const LIABILITY_LOOKBACK_MONTHS = 12;

export interface LegalSection {
  /** Anchor id, also used by the table of contents. */
  id: string;
  title: string;
}

/** Numbered table-of-contents entries: '1. Who We Are'. */
export function tableOfContents(
  sections: readonly LegalSection[],
): { id: string; label: string }[] {
  return sections.map((section, index) => ({
    id: section.id,
    label: `${index + 1}. ${section.title}`,
  }));
}
