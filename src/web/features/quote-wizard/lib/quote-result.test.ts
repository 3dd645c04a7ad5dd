import { expect, test } from "vitest";
import {
  anonymousLoanRequestBodySchema,
  createLoanRequestBodySchema,
} from "@/domain/contract/loan-requests";
import { quoteStep1Schema, quoteStep2Schema } from "@/domain/loan-requests/loan-request-schemas";
import { quoteAnonymousBody, quoteCreateBody, quoteToInquiry } from "./quote-result";

test("the wizard's answers become an inquiry with combined notes", () => {
  const step1 = quoteStep1Schema.parse({
    investmentType: "bridge",
    propertyType: "Condos",
    experienceLevel: "3-5",
    propertyState: "fl",
    loanAmount: "$450,000",
  });
  const step2 = quoteStep2Schema.parse({
    firstName: "Jane",
    lastName: "Doe",
    email: "jane@example.com",
    phone: "3055550123",
  });
  expect(quoteToInquiry(step1, step2)).toEqual({
    loanAmount: 450000,
    loanPurpose: "bridge_loan",
    propertyState: "FL",
    propertyType: "Condo",
    experienceYears: "3-5",
    userEmail: "jane@example.com",
    additionalNotes: [
      "Quote request",
      "Investment type: Bridge",
      "Property type: Condo",
      "Experience: 3-5 properties",
      "Property state: Florida",
      "Loan amount: $450,000",
      "Name: Jane Doe",
      "Email: jane@example.com",
      "Phone: (305) 555-0123",
    ].join("\n"),
  });
});

test("the wizard's answers make valid API bodies, signed in and as a visitor", () => {
  const step1 = quoteStep1Schema.parse({
    investmentType: "rental_property",
    propertyType: "Multifamily",
    experienceLevel: "none",
    propertyState: "OH",
    loanAmount: 320000,
  });
  const step2 = quoteStep2Schema.parse({
    firstName: "Ray",
    lastName: "Ortiz",
    email: "ray@example.com",
    phone: "6145550111",
  });
  const signedIn = createLoanRequestBodySchema.parse(quoteCreateBody(step1, step2));
  expect(signedIn.request).toMatchObject({
    investmentType: "rental_property",
    propertyState: "OH",
    loanAmount: 320000,
    experienceYears: "none",
  });
  expect(signedIn.lenderIds).toBeUndefined();
  const visitor = anonymousLoanRequestBodySchema.parse(quoteAnonymousBody(step1, step2));
  expect(visitor).toMatchObject({
    email: "ray@example.com",
    phone: "(614) 555-0111",
    experience: "none",
    request: { propertyType: "Multifamily", notes: expect.stringContaining("Name: Ray Ortiz") },
  });
});
