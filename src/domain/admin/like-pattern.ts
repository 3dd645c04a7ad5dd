/**
 * The admin lists' search (docs/decisions/admin-area.md): a case-insensitive "contains" match
 * done in SQL as `lower(column) LIKE pattern`. The typed text is matched literally: LIKE's own
 * wildcards (%, _) and its escape character are escaped, so '100%' finds '100%', not '100…'.
 */
export function containsPattern(text: string): string {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${escaped}%`;
}

/** A 'starts with' pattern (an id prefix). */
export function prefixPattern(text: string): string {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return `${escaped}%`;
}
