import { describe, expect, test } from "vitest";
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT,
  consentText,
  isConsentVersion,
} from "./consent-wordings";

describe("consent wordings", () => {
  test("a shipped version's text never changes (records name it)", () => {
    // A new wording is a new version: these texts are what people agreed to.
    expect(CONSENT_WORDINGS["contact-v1"].text).toBe(
      "By submitting, you agree that {company} may contact you by email or phone about this request.",
    );
    expect(CONSENT_WORDINGS["terms-v1"].text).toBe(
      "By creating an account, you agree to the Terms of Service and acknowledge the Privacy Policy.",
    );
    expect(CONSENT_WORDINGS["notifications-v1"].text).toBe(
      "Stop sending {kind} to {email}? You will still see every message and offer on your dashboard.",
    );
    expect(CONSENT_WORDINGS["notifications-settings-v1"].text).toBe(
      "Choose the emails we send to {email}. You will still see everything on your dashboard.",
    );
    expect(CONSENT_WORDINGS["saved-search-alerts-v1"].text).toBe(
      "Stop the email alerts for your saved search {search}? The search stays on your dashboard.",
    );
  });

  test("each current version is of its own kind", () => {
    for (const [kind, version] of Object.entries(CURRENT_CONSENT)) {
      expect(CONSENT_WORDINGS[version].kind).toBe(kind);
    }
  });

  test("fills the placeholders", () => {
    expect(consentText("contact-v1", { company: "Acme Capital" })).toBe(
      "By submitting, you agree that Acme Capital may contact you by email or phone about this request.",
    );
    expect(
      consentText("notifications-v1", { kind: "new message emails", email: "a@example.com" }),
    ).toBe(
      "Stop sending new message emails to a@example.com? You will still see every message and offer on your dashboard.",
    );
  });

  test("the saved-search page's wording is the page's question", () => {
    expect(consentText("saved-search-alerts-v1", { search: "Texas flips" })).toBe(
      "Stop the email alerts for your saved search Texas flips? The search stays on your dashboard.",
    );
  });

  test("knows only shipped versions", () => {
    expect(isConsentVersion("contact-v1")).toBe(true);
    expect(isConsentVersion("contact-v0")).toBe(false);
    expect(isConsentVersion("toString")).toBe(false);
  });
});
