/**
 * RFC 8058 one-click unsubscribe bodies: mail clients POST `List-Unsubscribe=One-Click` as
 * application/x-www-form-urlencoded or multipart/form-data. Registered in a route's own scope,
 * so the rest of the API stays JSON-only.
 */
import type { FastifyInstance } from "fastify";

/** A one-click body is 26 bytes; a form a little larger is still fine (413 past it). */
export const ONE_CLICK_BODY_LIMIT = 4096;

/** The `List-Unsubscribe` field of a multipart/form-data body (RFC 8058 allows either form). */
export function oneClickField(body: string): Record<string, string> {
  const match = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\n([^\r\n]*)/i.exec(body);
  return match?.[1] === undefined ? {} : { "List-Unsubscribe": match[1] };
}

/** Both body forms' parsers, for the one-click route's scope. */
export function acceptOneClickBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  scope.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, oneClickField(String(body))),
  );
}
