/**
 * 'Date Changed' of the single-field edit and of history entries (spec 2): the dialog sends a
 * date ('yyyy-MM-dd', stored as noon UTC so it shows as that day in every American zone) or
 * a full ISO timestamp (kept as is). Absent: now.
 */
export function changedAtOf(value: string | undefined, now: Date): Date {
  if (value === undefined) return now;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00.000Z`);
  return new Date(value);
}
