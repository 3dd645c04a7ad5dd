import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { tableOfContents } from "../lib/legal-facts";
import { PrivacyPolicy } from "./privacy-policy";
import { TermsOfService } from "./terms-of-service";

/** Rendered text of a page, with the support address as the config API would give it. */
function textOf(page: ReactNode): string {
  const client = new QueryClient();
  client.setQueryData(["config"], { supportEmail: "help@lenderlane.test" });
  const html = renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("Terms of Service (spec 1 facts)", () => {
  const text = textOf(<TermsOfService />);

  it.each([
    "Effective date: July 10, 2025",
    "LenderLane is not a lender, a mortgage broker or a loan originator, and it makes no lending decisions",
    "be at least 18 years old",
    "be a resident of the United States",
    "Business-Purpose Loans Only",
    "governed by the laws of the State of New York",
    "arbitration before a single arbitrator, held in New York City, New York",
    "limited to the greater of (a) the fees you paid to LenderLane in the 12 months before the event giving rise to the claim, or (b) $100",
    "help@lenderlane.test",
  ])("states: %s", (fact) => {
    expect(text).toContain(fact);
  });
});

describe("Privacy Policy", () => {
  const text = textOf(<PrivacyPolicy />);

  it.each([
    "Effective date: July 10, 2025",
    "is not a lender or broker and makes no lending decisions",
    "Account information",
    "Profile information",
    "Loan request information",
    "Requests sent without an account",
    "With the lenders you send a request to.",
    "We use two cookies, both needed to sign you in: a session cookie",
    "How Long We Keep Information",
    "How We Protect Information",
    "Your Choices and Rights",
    // Issue 33: what a consent record holds, and the two requests on the profile page.
    "Records of What You Agree To",
    "which wording you saw, by its version",
    "the internet (IP) address and the browser (user agent) it came from",
    "Download my data",
    "Delete my account",
    "Children",
    "18 or older and a US resident",
    "help@lenderlane.test",
  ])("covers: %s", (fact) => {
    expect(text).toContain(fact);
  });
});

describe("tableOfContents", () => {
  it("numbers the sections in order and links to their ids", () => {
    expect(
      tableOfContents([
        { id: "scope", title: "Scope" },
        { id: "contact", title: "Contact Us" },
      ]),
    ).toEqual([
      { id: "scope", label: "1. Scope" },
      { id: "contact", label: "2. Contact Us" },
    ]);
  });
});
