/**
 * The session query's key, in a module of its own: the server's page renderer reads it
 * (app/ssr-state.ts, imported by server/html/render-body.ts) and must not pull React Query into
 * the server bundle, whose image has production dependencies only (npm run check:read-only).
 */
export const meQueryKey = ["me"] as const;
