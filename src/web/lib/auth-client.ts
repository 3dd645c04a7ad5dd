/**
 * better-auth browser client. The API mounts better-auth under /api/auth on the same origin
 * (the Vite dev server proxies /api), so the session cookie is first-party and httpOnly.
 */
import { magicLinkClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  // Server rendering imports this module too (no window there; the client is never called).
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  plugins: [magicLinkClient()],
});
