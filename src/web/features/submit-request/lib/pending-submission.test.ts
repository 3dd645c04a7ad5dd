import { describe, expect, test } from "vitest";
import { HOUR_MS } from "@/domain/reference/limits";
import {
  clearPendingSubmission,
  loadPendingSubmission,
  PENDING_SUBMISSION_KEY,
  savePendingSubmission,
} from "./pending-submission";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const DRAFT = {
  lender: { id: "0b7e4b1e-2f0c-4c55-9a55-3f1c2b9d8e01", companyName: "Acme Capital" },
  request: { customName: "Maple", investmentType: "bridge", loanAmount: "$250,000" },
};

describe("pending submission (spec 4: 24 hours in local storage)", () => {
  test("a saved draft loads back with its time until 24 hours have passed", () => {
    const storage = memoryStorage();
    const saved = new Date("2026-03-01T10:00:00Z");
    savePendingSubmission(storage, DRAFT, saved);
    const atDeadline = new Date(saved.getTime() + 24 * HOUR_MS);
    expect(loadPendingSubmission(storage, atDeadline)).toEqual({
      ...DRAFT,
      savedAt: saved.getTime(),
    });
  });

  test("an expired draft gives null and is removed", () => {
    const storage = memoryStorage();
    const saved = new Date("2026-03-01T10:00:00Z");
    savePendingSubmission(storage, DRAFT, saved);
    expect(loadPendingSubmission(storage, new Date(saved.getTime() + 24 * HOUR_MS + 1))).toBeNull();
    expect(storage.items.has(PENDING_SUBMISSION_KEY)).toBe(false);
  });

  test("an unreadable or foreign value is dropped", () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_SUBMISSION_KEY, "{not json");
    expect(loadPendingSubmission(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.setItem(PENDING_SUBMISSION_KEY, JSON.stringify({ savedAt: "yesterday" }));
    expect(loadPendingSubmission(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  test("clearing removes it; no storage means nothing stored and nothing loaded", () => {
    const storage = memoryStorage();
    savePendingSubmission(storage, DRAFT);
    clearPendingSubmission(storage);
    expect(loadPendingSubmission(storage)).toBeNull();
    savePendingSubmission(null, DRAFT);
    expect(loadPendingSubmission(null)).toBeNull();
  });
});
