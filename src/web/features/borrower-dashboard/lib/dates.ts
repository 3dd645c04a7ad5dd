import { format } from "date-fns";

/** Spec 9: dates are en-US ('Nov 22, 2026'); an unreadable value shows as given. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, "MMM d, yyyy");
}
