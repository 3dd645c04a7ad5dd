/**
 * Hostile input is refused with a 400 before any handler, better-auth or the database sees it:
 * - a NUL character (U+0000) in any string or key of the body, query or path parameters
 *   (PostgreSQL cannot store it in text and answered 500);
 * - a JSON body nested deeper than MAX_INPUT_DEPTH (re-serialising 100,000 levels for
 *   better-auth overflowed the stack);
 * - an `email` field longer than an email can be (254), before better-auth looks it up
 *   (a 20 KB email made the index lookup fail);
 * - a Host header that does not form a URL (the auth bridge builds one from it).
 * Bodies are JSON only: any other content type is a 415 (docs/decisions/hostile-input.md).
 * The answer is the usual `{ error: { code: "validation_failed", message, fields } }`.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { EMAIL_MESSAGES } from "@/domain/accounts/email";
import { EMAIL_MAX_LENGTH } from "@/domain/reference/limits";
import { AppError } from "../lib/app-error";

/** Far deeper than any form of ours nests (three levels), far shallower than the stack. */
export const MAX_INPUT_DEPTH = 32;
export const NUL_MESSAGE = "Must not contain a NUL character.";
export const TOO_DEEP_MESSAGE = "The request is nested too deeply.";

type Problem = { path: string; message: string };

/** The first problem in a parsed value, or null; never recurses past MAX_INPUT_DEPTH. */
export function findInputProblem(value: unknown, path = "", depth = 0): Problem | null {
  if (typeof value === "string") {
    return value.includes("\u0000") ? { path: path || "_", message: NUL_MESSAGE } : null;
  }
  if (value === null || typeof value !== "object") return null;
  // An uploaded file's bytes (issue 35's evidence): not text, nothing to look for.
  if (value instanceof Uint8Array) return null;
  // The request as a whole is refused ("_"): a path 32 levels deep names no field of ours.
  if (depth >= MAX_INPUT_DEPTH) return { path: "_", message: TOO_DEEP_MESSAGE };
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : String(key);
    if (typeof key === "string" && key.includes("\u0000")) {
      return { path: path || "_", message: NUL_MESSAGE };
    }
    const problem = findInputProblem(child, childPath, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function emailProblem(body: unknown): Problem | null {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const email = (body as { email?: unknown }).email;
  if (typeof email === "string" && email.trim().length > EMAIL_MAX_LENGTH) {
    return { path: "email", message: EMAIL_MESSAGES.tooLong };
  }
  return null;
}

function refuse(problem: Problem): AppError {
  return new AppError(
    "validation_failed",
    problem.message === TOO_DEEP_MESSAGE
      ? TOO_DEEP_MESSAGE
      : "Please check the highlighted fields.",
    { [problem.path]: problem.message },
  );
}

function hostIsValid(request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (host === undefined) return true;
  try {
    return new URL(`http://${host}`).host !== "" && !/[\s/\\?#@]/.test(host);
  } catch {
    return false;
  }
}

export default fp(
  async function inputGuard(app: FastifyInstance) {
    // JSON is the only body the API reads. Fastify's default text/plain parser let a JSON text
    // sent as text/plain reach our routes as a string (400) while better-auth answered 415 in
    // its own shape; it is also the content type a cross-site form can send without a
    // preflight. Without it every text/plain body is a 415 in our error shape.
    app.removeContentTypeParser("text/plain");
    app.addHook("onRequest", async (request) => {
      if (!hostIsValid(request)) {
        throw new AppError("bad_request", "The Host header is not a valid host name.");
      }
    });
    // After body parsing, before schema validation and every handler (better-auth's included).
    app.addHook("preValidation", async (request) => {
      const problem =
        findInputProblem(request.params, "") ??
        findInputProblem(request.query, "") ??
        findInputProblem(request.body, "") ??
        emailProblem(request.body);
      if (problem) throw refuse(problem);
    });
  },
  { name: "input-guard" },
);
