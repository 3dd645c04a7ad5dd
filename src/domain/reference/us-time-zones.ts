/**
 * The US time zones a lender can keep (issue 35: response times count "US business days, the
 * lender's time zone or Eastern by default"): IANA ids, in the order the form lists them.
 * Arizona (America/Phoenix) is its own entry: it keeps Mountain Standard Time all year.
 */
export const DEFAULT_LENDER_TIME_ZONE: UsTimeZone = "America/New_York";

export const US_TIME_ZONES = [
  { id: "America/New_York", label: "Eastern (New York)" },
  { id: "America/Chicago", label: "Central (Chicago)" },
  { id: "America/Denver", label: "Mountain (Denver)" },
  { id: "America/Phoenix", label: "Arizona (Phoenix, no daylight saving)" },
  { id: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
  { id: "America/Anchorage", label: "Alaska (Anchorage)" },
  { id: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
] as const;

export type UsTimeZone = (typeof US_TIME_ZONES)[number]["id"];

export const US_TIME_ZONE_IDS = US_TIME_ZONES.map((zone) => zone.id) as [
  UsTimeZone,
  ...UsTimeZone[],
];

export const TIME_ZONE_MESSAGE = "Choose a US time zone from the list";

export function isUsTimeZone(value: unknown): value is UsTimeZone {
  return typeof value === "string" && (US_TIME_ZONE_IDS as readonly string[]).includes(value);
}

/** The zone's label ('Pacific (Los Angeles)'), or the id itself when not in the list. */
export function timeZoneLabel(id: string): string {
  return US_TIME_ZONES.find((zone) => zone.id === id)?.label ?? id;
}

/** A stored value as a zone of the list: anything else (null, unknown) is Eastern. */
export function lenderTimeZone(value: string | null | undefined): UsTimeZone {
  return isUsTimeZone(value) ? value : DEFAULT_LENDER_TIME_ZONE;
}
