import { describe, expect, test } from "vitest";
import { acceptRefusal, canChangeOffer, offerDisplayState } from "./offer-state";

const now = new Date("2026-11-22T12:00:00Z");
const future = "2026-11-23T00:00:00Z";
const past = "2026-11-22T12:00:00Z";

describe("offerDisplayState", () => {
  test.each([
    [null, "none"],
    [{ state: "sent", expiresAt: future }, "sent"],
    [{ state: "sent", expiresAt: past }, "expired"],
    [{ state: "accepted", expiresAt: past }, "accepted"],
    [{ state: "declined", expiresAt: future }, "declined"],
    [{ state: "withdrawn", expiresAt: future }, "withdrawn"],
  ] as const)("%j → %s", (offer, expected) => {
    expect(offerDisplayState(offer, now)).toBe(expected);
  });
});

describe("acceptRefusal", () => {
  test.each([
    [{ state: "sent", expiresAt: future }, null],
    [{ state: "sent", expiresAt: past }, "offer_expired"],
    [{ state: "withdrawn", expiresAt: future }, "offer_withdrawn"],
    [{ state: "superseded", expiresAt: future }, "offer_not_open"],
    [{ state: "accepted", expiresAt: future }, "offer_not_open"],
    [{ state: "declined", expiresAt: future }, "offer_not_open"],
  ] as const)("%j → %s", (offer, expected) => {
    expect(acceptRefusal(offer, now)).toBe(expected);
  });
});

test("only a sent offer can be revised or withdrawn", () => {
  expect(canChangeOffer({ state: "sent" })).toBe(true);
  for (const state of ["superseded", "withdrawn", "accepted", "declined"] as const) {
    expect(canChangeOffer({ state })).toBe(false);
  }
});
