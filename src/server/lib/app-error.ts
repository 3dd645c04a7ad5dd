/**
 * The one error type that business operations throw. The error handler maps it to HTTP
 * (status from the code, see ERROR_CODES in the contract) and the JSON shape
 * `{ error: { code, message, fields?, retryAfterSeconds? } }`, with a Retry-After header when
 * the caller must wait.
 */
import { ERROR_CODES, type ErrorCode } from "@/domain/contract/error";

export type AppErrorCode = ErrorCode;

export interface AppErrorOptions {
  /** Field path → message, shown next to the form's fields. */
  fields?: Record<string, string> | undefined;
  /** How long the caller must wait before trying again (whole seconds, at least 1). */
  retryAfterSeconds?: number | undefined;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  /** `options` may be the field messages alone (the older three-argument form). */
  constructor(
    code: AppErrorCode,
    message: string,
    options?: AppErrorOptions | Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    // Field messages are strings, so an object `fields` or a number `retryAfterSeconds` can
    // only be the options form.
    const parts: AppErrorOptions =
      options &&
      (typeof options.fields === "object" || typeof options.retryAfterSeconds === "number")
        ? (options as AppErrorOptions)
        : { fields: options as Record<string, string> | undefined };
    this.fields = parts.fields;
    this.retryAfterSeconds =
      parts.retryAfterSeconds === undefined
        ? undefined
        : Math.max(1, Math.ceil(parts.retryAfterSeconds));
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

/** Whole seconds (at least 1) to wait for a delay in milliseconds. */
export function secondsToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export const unauthorized = (message = "Please sign in to continue.") =>
  new AppError("unauthorized", message);
export const forbidden = (message = "You don't have permission to do this.") =>
  new AppError("forbidden", message);
export const notFound = (message = "Not found.") => new AppError("not_found", message);
