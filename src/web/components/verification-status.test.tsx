// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { VerificationStatus } from "./verification-status";

test("a verified lender shows 'Verified' with the approval date and the checks that passed", () => {
  renderWithProviders(
    <VerificationStatus
      verification={{
        verifiedAt: "2026-09-27T15:00:00.000Z",
        expiresAt: "2027-09-27T15:00:00.000Z",
        checks: ["entity", "pledge"],
      }}
    />,
  );
  expect(screen.getByTestId("verification-status")).toHaveTextContent(
    "✓ Verified 9/27/2026 · Business entity, No-upfront-fee pledge",
  );
});

test("a lender without a verification shows 'Not yet verified'", () => {
  renderWithProviders(<VerificationStatus verification={null} />);
  expect(screen.getByTestId("verification-status")).toHaveTextContent("Not yet verified");
});
