import { expect, test } from "vitest";
import {
  type LoanRequestMailDetails,
  lenderNotificationMail,
  signupPath,
  visitorConfirmationMail,
} from "./loan-request-mails";

const details: LoanRequestMailDetails = {
  customName: 'Flip <b>"One"</b>',
  loanAmount: 1_250_000,
  investmentType: "construction",
  propertyState: "NC",
  propertyType: "Townhome",
  creditScore: null,
  experienceYears: "more_than_5",
  notes: "Line one\n<img src=x onerror=alert(1)>",
  borrowerEmail: "a+b@example.com",
  phone: null,
};

const common = { baseUrl: "https://lenderlane.example.com", supportEmail: "help@example.com" };

test("the lender mail escapes every typed value in its HTML and keeps them in its text", () => {
  const mail = lenderNotificationMail({
    ...common,
    to: "deals@lender.example.com",
    lenderName: "Tar Heel <Capital>",
    details,
  });
  expect(mail.subject).toBe("New loan request: $1,250,000 Construction");
  expect(mail.html).not.toMatch(/<b>|<img|<Capital>/);
  expect(mail.html).toContain("Flip &#60;b&#62;&#34;One&#34;&#60;/b&#62;");
  expect(mail.html).toContain("&#60;img src=x onerror=alert(1)&#62;");
  expect(mail.text).toContain("Notes:\nLine one\n<img src=x onerror=alert(1)>");
  expect(mail.text).toContain("Property state: North Carolina");
  expect(mail.text).toContain("Experience: More than 5 properties");
  expect(mail.text).toContain("Borrower email: a+b@example.com");
  expect(mail.text).not.toContain("Credit score");
  expect(mail.text).not.toContain("Borrower phone");
  expect(mail.text).toContain("https://lenderlane.example.com/lender-dashboard");
});

test("the visitor's mail links to sign-up with the email encoded, and hides no lender's name", () => {
  const mail = visitorConfirmationMail({
    ...common,
    to: "a+b@example.com",
    lenderNames: ["First Lender", "Second Lender"],
    details,
  });
  expect(signupPath("a+b@example.com")).toBe("/auth?email=a%2Bb%40example.com&mode=signup");
  expect(mail.text).toContain(
    "https://lenderlane.example.com/auth?email=a%2Bb%40example.com&mode=signup",
  );
  expect(mail.text).toContain("sent to First Lender, Second Lender");
  expect(mail.text).not.toContain("Borrower email");
  expect(mail.html).toContain(
    'href="https://lenderlane.example.com/auth?email=a%2Bb%40example.com&#38;mode=signup"',
  );
});
