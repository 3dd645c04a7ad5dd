import { expect, test } from "vitest";
import { quoteStep1Schema, quoteStep2Schema } from "./loan-request-schemas";
import { quoteToInquiry } from "./quote-wizard";

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
