/**
 * 'Date Changed' of the single-field edit and of history entries (spec 2). The dialog's date
 * picker chooses the day; the moment keeps a real time so a same-day edit sorts after what came
 * before it (issue 28: a noon-UTC edit sorted below a creation at 17:12, reading as if the old
 * value were current). The browser sends a full timestamp (changedAtForDay); a bare
 * 'yyyy-MM-dd' from another client is the end of that day in UTC (still that day in every
 * American zone), and never later than now. Absent: now.
 */
export function changedAtOf(value: string | undefined, now: Date): Date {
  if (value === undefined) return now;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const endOfDay = new Date(`${value}T23:59:59.999Z`);
    return endOfDay.getTime() < now.getTime() ? endOfDay : now;
  }
  return new Date(value);
}

/**
 * The moment the browser sends for a picked day ('yyyy-MM-dd' in the admin's own zone): now when
 * the day is today, otherwise the end of that day (so it sorts after that day's other changes).
 * Null stays unset (the server then takes now).
 */
export function changedAtForDay(day: string | null, now: Date): string | undefined {
  if (day === null) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const endOfDay = new Date(year, month - 1, date, 23, 59, 59, 999);
  const startOfDay = new Date(year, month - 1, date);
  const today = now.getTime() >= startOfDay.getTime() && now.getTime() <= endOfDay.getTime();
  return (today ? now : endOfDay).toISOString();
}
