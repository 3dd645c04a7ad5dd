/**
 * better-auth's endpoints behind the /api/auth/* wildcard route, read from `auth.api` (each
 * endpoint carries its path, methods and body/query schemas), so an endpoint better-auth or a
 * plugin adds is covered without a hand list. Server-only endpoints have no path.
 */
import type { Auth } from "../../auth/auth";
import { AUTH_BASE_PATH } from "../../auth/auth";

export interface AuthEndpoint {
  name: string;
  method: "GET" | "POST";
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
  hasBody: boolean;
  hasQuery: boolean;
}

type EndpointShape = {
  path?: string;
  options?: {
    method?: string | string[];
    body?: { shape?: Record<string, unknown> };
    query?: { shape?: Record<string, unknown> };
    metadata?: { SERVER_ONLY?: boolean };
  };
};

export function authEndpoints(auth: Auth): AuthEndpoint[] {
  const endpoints: AuthEndpoint[] = [];
  for (const [name, value] of Object.entries(auth.api as Record<string, EndpointShape>)) {
    const { path, options } = value;
    if (!path || !options || options.metadata?.SERVER_ONLY) continue;
    const methods = Array.isArray(options.method) ? options.method : [options.method ?? "GET"];
    for (const method of methods) {
      if (method !== "GET" && method !== "POST") continue;
      endpoints.push({
        name,
        method,
        // Path parameters (/callback/:id, /reset-password/:token) get a made-up value.
        url: `${AUTH_BASE_PATH}${path.replace(/:[A-Za-z]+/g, "hostile-param")}`,
        bodyKeys: Object.keys(options.body?.shape ?? {}),
        queryKeys: Object.keys(options.query?.shape ?? {}),
        hasBody: method === "POST" && options.body !== undefined,
        hasQuery: options.query !== undefined,
      });
    }
  }
  return endpoints;
}

/** Valid bodies for the endpoints the app's pages call (others start from `{}`). */
export const AUTH_BODY_EXAMPLES: Record<string, Record<string, unknown>> = {
  "/api/auth/sign-in/email": { email: "hostile.auth@example.com", password: "secret123" },
  "/api/auth/sign-up/email": {
    email: "hostile.auth.signup@example.com",
    password: "secret123",
    name: "",
    callbackURL: "/auth",
  },
  "/api/auth/sign-in/magic-link": { email: "hostile.auth.link@example.com", callbackURL: "/auth" },
  "/api/auth/request-password-reset": {
    email: "hostile.auth@example.com",
    redirectTo: "/auth/reset-password",
  },
  "/api/auth/reset-password": { newPassword: "secret456", token: "not-a-token" },
  "/api/auth/send-verification-email": {
    email: "hostile.auth@example.com",
    callbackURL: "/auth",
  },
  "/api/auth/sign-out": {},
  "/api/auth/revoke-session": { token: "not-a-token" },
  "/api/auth/change-email": { newEmail: "hostile.auth.new@example.com", callbackURL: "/profile" },
};
