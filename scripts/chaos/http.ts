/**
 * The load's HTTP client: JSON requests through nginx with a session cookie, the Origin of the
 * site on state-changing requests (CSRF check), and one record per request: acknowledged (2xx)
 * or not, with the status or the network error.
 */

export interface RequestRecord {
  kind: string;
  token: string;
  status: number | null;
  acknowledged: boolean;
  error?: string;
  at: number;
  ms: number;
  /** What verification needs to find the write (ids), filled by the caller. */
  ref?: Record<string, string>;
  /** Copies of the write found in the database afterwards (set by verification). */
  copies?: number;
}

export interface SessionClient {
  readonly email: string;
  /** The Cookie header of the session (to open a stream on one server directly). */
  cookie(): string;
  request(
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: unknown }>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 45_000;

export function client(
  baseUrl: string,
  email = "visitor",
): SessionClient & {
  signIn(password: string): Promise<void>;
} {
  let cookie = "";
  const request = async (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { origin: baseUrl }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) {
      const jar = new Map(
        cookie
          .split("; ")
          .filter(Boolean)
          .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
      );
      for (const line of setCookies) {
        const pair = line.split(";")[0] ?? "";
        jar.set(pair.split("=")[0] ?? "", pair);
      }
      cookie = [...jar.values()].join("; ");
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json };
  };
  return {
    email,
    cookie: () => cookie,
    request,
    async signIn(password: string) {
      const { status, json } = await request("POST", "/api/auth/sign-in/email", {
        email,
        password,
      });
      if (status !== 200)
        throw new HttpError(status, `sign-in of ${email}: ${JSON.stringify(json)}`);
    },
  };
}

/** Runs one write and records it; never throws (the load goes on). */
export async function recorded(
  records: RequestRecord[],
  kind: string,
  token: string,
  ref: Record<string, string>,
  send: () => Promise<{ status: number; json: unknown }>,
): Promise<{ status: number; json: unknown } | null> {
  const at = Date.now();
  const record: RequestRecord = { kind, token, status: null, acknowledged: false, at, ms: 0, ref };
  records.push(record);
  try {
    const answer = await send();
    record.status = answer.status;
    record.acknowledged = answer.status >= 200 && answer.status < 300;
    if (!record.acknowledged) record.error = JSON.stringify(answer.json).slice(0, 300);
    return answer;
  } catch (error) {
    record.error = (error as Error).message;
    return null;
  } finally {
    record.ms = Date.now() - at;
  }
}
