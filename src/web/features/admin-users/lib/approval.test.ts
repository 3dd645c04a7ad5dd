import { describe, expect, test } from "vitest";
import { approvalSlugPreview, approveBody, initialApproveValues } from "./approval";

const user = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "pat@example.com",
  fullName: "Pat Lee",
  companyName: "Summit Bridge Capital",
};

describe("approve dialog rules", () => {
  test("'new' mode first; the company name defaults to company, then full name, then 'New Company'", () => {
    expect(initialApproveValues(user)).toEqual({
      mode: "new",
      companyName: "Summit Bridge Capital",
      lenderId: "",
    });
    expect(initialApproveValues({ ...user, companyName: "  " }).companyName).toBe("Pat Lee");
    expect(initialApproveValues({ ...user, companyName: null, fullName: null }).companyName).toBe(
      "New Company",
    );
  });

  test("the server's suggestion wins when it sends one", () => {
    expect(
      initialApproveValues({ ...user, suggestedCompanyName: "Summit Bridge Capital LLC" })
        .companyName,
    ).toBe("Summit Bridge Capital LLC");
  });

  test("the body holds the chosen mode's field only; a blank name is left to the default", () => {
    expect(approveBody({ mode: "new", companyName: "  Acme Lending " })).toEqual({
      mode: "new",
      companyName: "Acme Lending",
    });
    expect(approveBody({ mode: "new", companyName: "   " })).toEqual({
      mode: "new",
      companyName: undefined,
    });
    const lenderId = "00000000-0000-4000-8000-0000000000aa";
    expect(approveBody({ mode: "existing", lenderId })).toEqual({ mode: "existing", lenderId });
  });

  test("the slug preview follows the name, or the default name when it is blank", () => {
    expect(approvalSlugPreview("Acme Lending & Co.", user)).toBe("acme-lending-co");
    expect(approvalSlugPreview("", user)).toBe("summit-bridge-capital");
  });
});
