/**
 * The 50 US states (spec 2 'Search form', spec 9 '50 US states') and the lender `state`
 * field: stored as a list of state NAMES (['Texas', 'Florida']), ['Unknown'] when the lender
 * prefers not to share, or null (docs/decisions/lender-state-storage.md); sent to the browser
 * in the spec's text form, comma-joined ("Texas, Florida") or 'Unknown' (spec 3 'Lender',
 * spec 4 'Lender form'). The three functions under "Stored form" are the one place that
 * converts between text, user input, the stored list and what the search reads.
 */

export interface UsState {
  name: string;
  code: string;
}

export const US_STATES = [
  { name: "Alabama", code: "AL" },
  { name: "Alaska", code: "AK" },
  { name: "Arizona", code: "AZ" },
  { name: "Arkansas", code: "AR" },
  { name: "California", code: "CA" },
  { name: "Colorado", code: "CO" },
  { name: "Connecticut", code: "CT" },
  { name: "Delaware", code: "DE" },
  { name: "Florida", code: "FL" },
  { name: "Georgia", code: "GA" },
  { name: "Hawaii", code: "HI" },
  { name: "Idaho", code: "ID" },
  { name: "Illinois", code: "IL" },
  { name: "Indiana", code: "IN" },
  { name: "Iowa", code: "IA" },
  { name: "Kansas", code: "KS" },
  { name: "Kentucky", code: "KY" },
  { name: "Louisiana", code: "LA" },
  { name: "Maine", code: "ME" },
  { name: "Maryland", code: "MD" },
  { name: "Massachusetts", code: "MA" },
  { name: "Michigan", code: "MI" },
  { name: "Minnesota", code: "MN" },
  { name: "Mississippi", code: "MS" },
  { name: "Missouri", code: "MO" },
  { name: "Montana", code: "MT" },
  { name: "Nebraska", code: "NE" },
  { name: "Nevada", code: "NV" },
  { name: "New Hampshire", code: "NH" },
  { name: "New Jersey", code: "NJ" },
  { name: "New Mexico", code: "NM" },
  { name: "New York", code: "NY" },
  { name: "North Carolina", code: "NC" },
  { name: "North Dakota", code: "ND" },
  { name: "Ohio", code: "OH" },
  { name: "Oklahoma", code: "OK" },
  { name: "Oregon", code: "OR" },
  { name: "Pennsylvania", code: "PA" },
  { name: "Rhode Island", code: "RI" },
  { name: "South Carolina", code: "SC" },
  { name: "South Dakota", code: "SD" },
  { name: "Tennessee", code: "TN" },
  { name: "Texas", code: "TX" },
  { name: "Utah", code: "UT" },
  { name: "Vermont", code: "VT" },
  { name: "Virginia", code: "VA" },
  { name: "Washington", code: "WA" },
  { name: "West Virginia", code: "WV" },
  { name: "Wisconsin", code: "WI" },
  { name: "Wyoming", code: "WY" },
] as const satisfies readonly UsState[];

export type StateCode = (typeof US_STATES)[number]["code"];
export type StateName = (typeof US_STATES)[number]["name"];

export const STATE_CODES: readonly StateCode[] = US_STATES.map((s) => s.code);
export const STATE_NAMES: readonly StateName[] = US_STATES.map((s) => s.name);

/** The lender `state` value meaning "prefers not to share" (spec 4 'Lender form'). */
export const UNKNOWN_STATE = "Unknown";

/** Search form texts of the state picker (spec 2 'Search form'). */
export const STATE_SEARCH_PLACEHOLDER = "Search states...";
export const STATE_SEARCH_EMPTY = "No state found.";

const byCode = new Map<string, StateName>(US_STATES.map((s) => [s.code, s.name]));
const byLowerName = new Map<string, StateCode>(
  US_STATES.map((s) => [s.name.toLowerCase(), s.code]),
);

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === "string" && byCode.has(value);
}

/** "TX" → "Texas"; case-insensitive; undefined for anything that is not one of the 50 codes. */
export function stateNameOfCode(code: string): StateName | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** "texas" → "TX"; case-insensitive; undefined for anything that is not one of the 50 names. */
export function stateCodeOfName(name: string): StateCode | undefined {
  return byLowerName.get(name.trim().toLowerCase());
}

/** Whether a lender `state` value means "no state information" (null, blank or 'Unknown'). */
export function isUnknownLenderState(state: string | null | undefined): boolean {
  const trimmed = state?.trim() ?? "";
  return trimmed === "" || trimmed.toLowerCase() === UNKNOWN_STATE.toLowerCase();
}

/**
 * The state names a lender operates in, in stored order. Entries are split on commas and
 * trimmed; two-letter codes found in the field are turned into names; anything that is not one
 * of the 50 states is dropped. Null, blank and 'Unknown' give [].
 */
export function parseLenderStates(
  state: string | readonly string[] | null | undefined,
): StateName[] {
  const parts = typeof state === "string" || !state ? splitStateText(state) : state;
  if (parts.every((part) => isUnknownLenderState(part))) return [];
  const names: StateName[] = [];
  for (const part of parts) {
    const code = stateCodeOfName(part) ?? (isStateCode(part.trim().toUpperCase()) ? part : null);
    const name = code ? stateNameOfCode(code) : undefined;
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

const splitStateText = (state: string | null | undefined): string[] =>
  isUnknownLenderState(state) ? [] : (state ?? "").split(",");

// --- Stored form -------------------------------------------------------------------------

/** How the search reads a lender's states: the names, or null when it has not said any. */
export type LenderStates = ReadonlySet<StateName> | null;

/**
 * The stored list (lenders.state) for the old comma-joined text or for user input (text or a
 * list of names or codes): null when nothing is given; ['Unknown'] when only 'Unknown' is
 * ("prefers not to share"); otherwise the state names, codes turned into names, duplicates
 * and anything that is not one of the 50 states dropped, order kept (null if none is left).
 */
export function toStoredLenderState(
  value: string | readonly string[] | null | undefined,
): StateName[] | [typeof UNKNOWN_STATE] | null {
  const parts = (typeof value === "string" ? value.split(",") : (value ?? []))
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length === 0) return null;
  if (parts.every((part) => isUnknownLenderState(part))) return [UNKNOWN_STATE];
  const names = parseLenderStates(parts);
  return names.length > 0 ? names : null;
}

/**
 * What the state filter and the match score read, computed once per catalogue load: null when
 * the lender has not said where it lends (null, empty, or only 'Unknown'), which matches every
 * state; otherwise the set of state names it lists (names or codes; other entries ignored).
 */
export function lenderStatesOf(
  stored: string | readonly string[] | null | undefined,
): LenderStates {
  const parts = typeof stored === "string" || !stored ? splitStateText(stored) : stored;
  if (parts.every((part) => isUnknownLenderState(part))) return null;
  return new Set(parseLenderStates(parts));
}

/**
 * The text form the API sends (the public lender's `state`, spec 3): names comma-joined,
 * 'Unknown' for ['Unknown'], null for null or an empty list.
 */
export function lenderStateText(stored: readonly string[] | null | undefined): string | null {
  const parts = (stored ?? []).map((part) => part.trim()).filter((part) => part !== "");
  return parts.length > 0 ? parts.join(", ") : null;
}

/**
 * The lender `state` value written by the lender form (spec 4): 'Unknown' when the lender
 * prefers not to share, otherwise the selected names in the order of US_STATES, comma-joined.
 * An empty selection without 'Prefer not to share' is stored as null (no states given).
 */
export function lenderStateFromSelection(
  selected: readonly string[],
  preferNotToShare: boolean,
): string | null {
  if (preferNotToShare) return UNKNOWN_STATE;
  const chosen = new Set(selected.map((s) => stateNameOfCode(s) ?? s.trim()));
  const names = STATE_NAMES.filter((name) => chosen.has(name));
  return names.length > 0 ? names.join(", ") : null;
}

/** The lender form's initial selection for a stored `state` value (inverse of the above). */
export function selectionFromLenderState(state: string | readonly string[] | null | undefined): {
  selected: StateName[];
  preferNotToShare: boolean;
} {
  const stored = toStoredLenderState(state);
  const preferNotToShare = stored?.length === 1 && stored[0] === UNKNOWN_STATE;
  return { selected: parseLenderStates(state), preferNotToShare };
}

/** Markets section of a lender profile (spec 2): the states list, or a contact message. */
export const MARKETS_CONTACT_MESSAGE =
  "This lender has not published the states it serves. Contact the lender to confirm it lends in your market.";

export function lenderMarkets(
  state: string | null | undefined,
): { kind: "states"; states: StateName[] } | { kind: "contact"; message: string } {
  const states = parseLenderStates(state);
  return states.length > 0
    ? { kind: "states", states }
    : { kind: "contact", message: MARKETS_CONTACT_MESSAGE };
}
