/**
 * Property types (spec 3 'Property types'). The stored value (lender collateral_types,
 * inquiry property_type and the listing page's collateralType parameter) is the canonical
 * wording; `label` is the short label and `searchLabel` the search form's wording
 * (Condos, Townhomes, 5+ unit apartments, Mixed-use properties). Lender collateral options
 * are the same list plus 'Unknown'.
 *
 * Ambiguity: the spec gives the search form slightly different wordings than the lender
 * collateral list. Read literally, 'Condos' would never match a lender listing 'Condo'. We
 * normalise every wording to the canonical value before comparing (see normalizePropertyType),
 * which is what a user picking 'Condos' expects.
 */

export const PROPERTY_TYPES = [
  {
    value: "Non-owner occupied 1-4 family real estate",
    label: "1-4 Family",
    searchLabel: "Non-owner occupied 1-4 family real estate",
  },
  { value: "Condo", label: "Condo", searchLabel: "Condos" },
  { value: "Townhome", label: "Townhome", searchLabel: "Townhomes" },
  { value: "5+ unit apartment", label: "5+ unit apartment", searchLabel: "5+ unit apartments" },
  { value: "Mixed use", label: "Mixed use", searchLabel: "Mixed-use properties" },
  { value: "Commercial", label: "Commercial", searchLabel: "Commercial" },
  { value: "Industrial", label: "Industrial", searchLabel: "Industrial" },
  { value: "Land", label: "Land", searchLabel: "Land" },
  { value: "Multifamily", label: "Multifamily", searchLabel: "Multifamily" },
  { value: "Short-term rental", label: "Short-term rental", searchLabel: "Short-term rental" },
] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number]["value"];

export const PROPERTY_TYPE_VALUES: readonly PropertyType[] = PROPERTY_TYPES.map((p) => p.value);

/** Collateral value meaning the lender did not say which property types it takes. */
export const UNKNOWN_COLLATERAL = "Unknown";

export type CollateralType = PropertyType | typeof UNKNOWN_COLLATERAL;

/** Lender collateral options: the property types plus 'Unknown' (admin only, spec 6). */
export const COLLATERAL_TYPES: readonly CollateralType[] = [
  ...PROPERTY_TYPE_VALUES,
  UNKNOWN_COLLATERAL,
];

/** Shown on a lender profile for unknown collateral (spec 9 'Lender card'). */
export const UNKNOWN_COLLATERAL_TEXT = "Reach out to Lender for more information";

function key(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");
}

const aliases = new Map<string, PropertyType>();
for (const type of PROPERTY_TYPES) {
  for (const wording of [type.value, type.label, type.searchLabel]) {
    aliases.set(key(wording), type.value);
  }
}

/**
 * The canonical property type for any of its wordings (value, label or search wording),
 * case-, space- and hyphen-insensitive: 'Condos' → 'Condo', 'mixed-use properties' →
 * 'Mixed use', '1-4 Family' → 'Non-owner occupied 1-4 family real estate'. Undefined otherwise.
 */
export function normalizePropertyType(text: string): PropertyType | undefined {
  return aliases.get(key(text));
}

export function isUnknownCollateral(text: string): boolean {
  return key(text) === key(UNKNOWN_COLLATERAL);
}

/** The short label of a stored value or wording; the input itself when it is not a known type. */
export function propertyTypeLabel(text: string): string {
  if (isUnknownCollateral(text)) return UNKNOWN_COLLATERAL;
  const value = normalizePropertyType(text);
  return PROPERTY_TYPES.find((p) => p.value === value)?.label ?? text;
}

/**
 * What a lender profile shows for a product's collateral (spec 9 'Profile highlights'):
 * the labels of the known types; when the list holds only 'Unknown', the
 * 'Reach out to Lender for more information' text; null when nothing is listed.
 * 'Unknown' next to real types is dropped, since the real types already say something.
 */
export function collateralDisplay(collateralTypes: readonly string[] | null | undefined): {
  labels: string[];
  text: string | null;
} | null {
  const list = (collateralTypes ?? []).filter((c) => c.trim() !== "");
  if (list.length === 0) return null;
  const known = list.filter((c) => !isUnknownCollateral(c)).map(propertyTypeLabel);
  if (known.length === 0) return { labels: [], text: UNKNOWN_COLLATERAL_TEXT };
  return { labels: [...new Set(known)], text: null };
}
