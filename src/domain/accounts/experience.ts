/** Experience options of profiles, the About You step and the quote wizard (spec 3). */

export const EXPERIENCE_OPTIONS = [
  { value: "none", label: "No properties yet" },
  { value: "1-2", label: "1-2 properties" },
  { value: "3-5", label: "3-5 properties" },
  { value: "more_than_5", label: "More than 5 properties" },
] as const;

export type ExperienceYears = (typeof EXPERIENCE_OPTIONS)[number]["value"];

export const EXPERIENCE_VALUES = EXPERIENCE_OPTIONS.map((o) => o.value) as [
  ExperienceYears,
  ...ExperienceYears[],
];

export function isExperienceYears(value: unknown): value is ExperienceYears {
  return typeof value === "string" && (EXPERIENCE_VALUES as readonly string[]).includes(value);
}

/** The label of a stored value; null/unknown values give 'Not specified'. */
export function experienceLabel(value: string | null | undefined): string {
  return EXPERIENCE_OPTIONS.find((o) => o.value === value)?.label ?? "Not specified";
}
