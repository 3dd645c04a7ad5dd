/**
 * Lender slugs (spec 5 'Lender form', spec 7 admin approval record, spec 5 'Admin approval').
 *
 * Decisions: the spec's form rule ("drop non-alphanumerics, whitespace becomes hyphens")
 * would turn 'Smith-Jones' into 'smithjones' and 'A - B' into 'a---b'; we keep existing
 * hyphens and collapse runs of hyphens, which is what a user expects of a URL. The approval
 * rule ("non-alphanumerics as hyphens") likewise collapses runs and trims the ends. Accented
 * letters are reduced to their base letter ('Café' → 'cafe') rather than dropped.
 */

function baseLetters(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

/** Lender form slug from a company name: 'Acme Capital, LLC' → 'acme-capital-llc'. */
export function slugFromCompanyName(companyName: string): string {
  return baseLetters(companyName)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a stored slug looks like (the lenders_slug_format check): 'acme-capital-2'. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_FORMAT_MESSAGE =
  "Use lowercase letters, digits and single hyphens (like acme-capital)";

/** The slug a lender gets when its company name has no letter or digit to derive one from. */
export const FALLBACK_SLUG = "lender";

/**
 * The slug saved by the lender form: the provided slug if non-blank, else derived from the
 * company name; `fallback` (the lender's current slug on an edit) when the name has no letter
 * or digit ('株式会社'), since a slug cannot be empty (it answered 500 before).
 */
export function resolveLenderSlug(
  providedSlug: string | null | undefined,
  companyName: string,
  fallback: string = FALLBACK_SLUG,
): string {
  const provided = providedSlug?.trim() ?? "";
  if (provided !== "") return provided;
  const derived = slugFromCompanyName(companyName);
  return derived !== "" ? derived : fallback;
}

/** Slug of the lender record created on admin approval: non-alphanumerics become hyphens. */
export function approvalSlug(companyName: string): string {
  return baseLetters(companyName)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A slug not in `taken`: the slug itself, else slug-2, slug-3, … (the database keeps slugs
 * unique; an empty slug becomes 'lender').
 */
export function uniqueSlug(slug: string, taken: ReadonlySet<string> | readonly string[]): string {
  const used = taken instanceof Set ? taken : new Set(taken as readonly string[]);
  const base = slug === "" ? "lender" : slug;
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Company name of the lender created on approval: company, then full name, then 'New Company'. */
export function approvalCompanyName(profile: {
  companyName?: string | null;
  fullName?: string | null;
}): string {
  return profile.companyName?.trim() || profile.fullName?.trim() || "New Company";
}
