import { expect, test } from "vitest";
import { signupPath } from "../../services/loan-requests/submit-anonymous-loan-request";
import { lenderNotificationMail } from "./lender-notification";
import type { LoanRequestMailDetails } from "./loan-request-details";
import { visitorConfirmationMail } from "./visitor-confirmation";

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
    userId: null,
    secret: "test-secret",
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

test("the visitor's mail links to confirming and to 'This wasn't me', and hides no lender's name", () => {
  // Issue 27 item 5: the button confirms the request (it used to open sign-up); the second
  // link withdraws it. Both open a page that acts only on a button press.
  const mail = visitorConfirmationMail({
    supportEmail: common.supportEmail,
    to: "a+b@example.com",
    lenderNames: ["First Lender", "Second Lender"],
    details,
    confirmUrl: "https://lenderlane.example.com/request-confirmation?token=t&x=1",
    withdrawUrl: "https://lenderlane.example.com/request-confirmation?token=t&intent=withdraw",
  });
  expect(signupPath("a+b@example.com")).toBe("/auth?email=a%2Bb%40example.com&mode=signup");
  expect(mail.text).toContain(
    "Confirm my request: https://lenderlane.example.com/request-confirmation?token=t&x=1",
  );
  expect(mail.text).toContain(
    "This wasn't me: https://lenderlane.example.com/request-confirmation?token=t&intent=withdraw",
  );
  expect(mail.text).toContain("sent to First Lender, Second Lender");
  expect(mail.text).not.toContain("Borrower email");
  expect(mail.html).toContain(
    'href="https://lenderlane.example.com/request-confirmation?token=t&#38;intent=withdraw"',
  );
});
