import { describe, expect, it } from "vitest";
import { getInitials } from "./user-display";

describe("getInitials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["ada", "A"],
    ["  Grace  Brewster   Hopper ", "GH"],
    ["émile zola", "ÉZ"],
  ])("%s → %s", (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  it.each([null, undefined, "", "   "])("falls back to U for %j", (name) => {
    expect(getInitials(name)).toBe("U");
  });
});
