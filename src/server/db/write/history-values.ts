/**
 * How a field value becomes the text of a history row (lender_history / loan_product_history
 * old_value and new_value). One rule, so the history dialog and the change detection agree:
 * - null and undefined: null (no value);
 * - strings as they are; numbers and booleans with String() ("4.5", "true");
 * - dates as ISO 8601 timestamps (date-only columns already arrive as 'yyyy-mm-dd' strings);
 * - lists as a readable ", " join ("Texas, Florida"), the spec's own text form of a state list
 *   and what an admin types in 'Add Manual Entry'; an empty list is null;
 * - any other object as JSON.
 */
export function historyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    return value.length === 0 ? null : value.map((item) => historyValue(item) ?? "").join(", ");
  }
  return JSON.stringify(value);
}
