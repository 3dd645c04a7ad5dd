import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api-client";

function mockFetch(response: Response | Error) {
  const fn = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("returns the parsed body and sends JSON with the query string", async () => {
    const fetchMock = mockFetch(json(200, { ok: true }));
    await expect(
      api.post("/api/x", { a: 1 }, { query: { page: 2, q: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/x?page=2");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
  });

  it("throws ApiError with the server's code, message and fields", async () => {
    mockFetch(
      json(422, {
        error: {
          code: "VALIDATION",
          message: "Check the form",
          fields: { email: "Invalid email" },
        },
      }),
    );
    const error = await api.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "VALIDATION",
      message: "Check the form",
      fields: { email: "Invalid email" },
    });
  });

  it("carries the wait of a refusal, from the body or else the Retry-After header", async () => {
    mockFetch(
      json(429, {
        error: { code: "too_many_attempts", message: "Too many", retryAfterSeconds: 42 },
      }),
    );
    await expect(api.post("/api/x")).rejects.toMatchObject({
      status: 429,
      code: "too_many_attempts",
      retryAfterSeconds: 42,
    });

    mockFetch(
      new Response(JSON.stringify({ error: { code: "too_many_requests", message: "Slow" } }), {
        status: 429,
        headers: { "Content-Type": "application/json", "Retry-After": "7" },
      }),
    );
    await expect(api.get("/api/x")).rejects.toMatchObject({ retryAfterSeconds: 7 });

    mockFetch(json(400, { error: { code: "validation_failed", message: "Check" } }));
    const plain = await api.get("/api/x").catch((e: unknown) => e);
    expect((plain as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it("survives error bodies that are not JSON", async () => {
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(api.get("/api/x")).rejects.toMatchObject({
      status: 502,
      code: "HTTP_502",
      message: "Bad Gateway",
    });
  });

  it("reports network failures as status 0", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    await expect(api.get("/api/x")).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("returns undefined for 204", async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.delete("/api/x")).resolves.toBeUndefined();
  });
});
