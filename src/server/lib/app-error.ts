/**
 * The one error type that business operations throw. The error handler maps it to HTTP
 * (status from the code) and the JSON shape `{ error: { code, message, fields? } }`.
 */
export const APP_ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  service_unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: AppErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

export const unauthorized = (message = "Please sign in to continue.") =>
  new AppError("unauthorized", message);
export const forbidden = (message = "You don't have permission to do this.") =>
  new AppError("forbidden", message);
export const notFound = (message = "Not found.") => new AppError("not_found", message);
