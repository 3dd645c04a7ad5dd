/** A fetch stand-in for the saved-search component tests: answers by "METHOD /path". */
import type { SavedSearchDto } from "@/domain/contract/saved-searches";
import { jsonResponse } from "@/web/test/render";

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export function fakeApi(routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    const call = {
      method,
      url,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.split("?")[0]}`];
    if (!handler) return jsonResponse({ error: { code: "not_found", message: url } }, 404);
    return handler(call);
  };
  return { fetch, calls, writes: () => calls.filter((c) => c.method !== "GET") };
}

export function savedSearchFixture(overrides: Partial<SavedSearchDto> = {}): SavedSearchDto {
  return {
    id: "5b7c2a51-1f0e-4a77-9d59-1c1a6a0e4c01",
    name: "Texas flips",
    frequency: "weekly",
    paused: false,
    query: { loanType: "fix_and_flip", location: "TX", loanAmount: "250000", sortBy: "rating" },
    listingPath: "/fix-and-flip?location=TX&loanAmount=250000&sortBy=rating",
    createdAt: "2026-11-20T10:00:00.000Z",
    lastAlertAt: null,
    ...overrides,
  };
}
