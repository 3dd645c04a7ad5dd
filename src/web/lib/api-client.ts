/**
 * Minimal JSON fetch wrapper for the LenderLane API.
 *
 * The server answers errors as the contract's errorResponse,
 * `{ "error": { "code", "message", "fields"?, "retryAfterSeconds"? } }`; every non-2xx answer
 * becomes an {@link ApiError} carrying those parts, so callers branch on `status` and `code`
 * (ERROR_CODES in src/domain/contract/error.ts) instead of parsing messages. Requests are
 * same-origin (cookies travel automatically).
 */
import type { ErrorDetail } from "@/domain/contract/error";

export type ApiFieldErrors = NonNullable<ErrorDetail["fields"]>;

/** Codes of failures that never reached the API (not in the contract). */
export const CLIENT_ERROR_CODES = { network: "NETWORK_ERROR" } as const;

export class ApiError extends Error {
  override readonly name: string = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldErrors | undefined;
  /** Whole seconds to wait before trying again (body, else the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: ApiFieldErrors,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequestOptions extends Omit<RequestInit, "body"> {
  /** Serialised as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Query;
}

type Fetch = typeof fetch;
let resolveFetch: () => Fetch | undefined = () => undefined;

/**
 * Server rendering answers the page's API calls inside the server (no network hop, the
 * visitor's cookie): the render entry sets a resolver that returns the fetch of the request
 * being rendered. In the browser nothing is set and the global fetch is used.
 */
export function setFetchResolver(resolver: () => Fetch | undefined): void {
  resolveFetch = resolver;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, query, headers, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  if (body !== undefined) requestHeaders.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await (resolveFetch() ?? fetch)(withQuery(path, query), {
      credentials: "same-origin",
      ...init,
      headers: requestHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(
      0,
      CLIENT_ERROR_CODES.network,
      "Could not reach the server. Check your connection.",
    );
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, "body" | "method">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "body" | "method">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "body" | "method">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, "body" | "method">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, "body" | "method">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : undefined;
  const code = typeof error?.code === "string" ? error.code : `HTTP_${response.status}`;
  const message =
    typeof error?.message === "string" && error.message
      ? error.message
      : response.statusText || `Request failed with status ${response.status}`;
  const fields = isRecord(error?.fields) ? toFieldErrors(error.fields) : undefined;
  const retryAfterSeconds =
    positiveSeconds(error?.retryAfterSeconds) ??
    positiveSeconds(Number(response.headers.get("retry-after") ?? Number.NaN));
  return new ApiError(response.status, code, message, fields, retryAfterSeconds);
}

/** A positive number of seconds rounded up, or undefined (Retry-After may also be a date). */
export function positiveSeconds(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? Math.ceil(value)
    : undefined;
}

function toFieldErrors(fields: Record<string, unknown>): ApiFieldErrors {
  const result: ApiFieldErrors = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") result[key] = value;
    else if (Array.isArray(value) && typeof value[0] === "string") result[key] = value[0];
  }
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
