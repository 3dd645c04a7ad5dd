// @vitest-environment jsdom
/**
 * The match explanation's press after a hover: the pointer resting on the badge opens it, and
 * a click then keeps it open instead of toggling it shut (with the skip delay, the hover opens
 * it at once on the way to a click, which used to close it again: a flash, and an e2e flake).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import type { MatchScore as MatchScoreData } from "@/domain/search/match-score";
import { renderWithProviders } from "@/web/test/render";
import { MatchScore } from "./match-score";

const match = {
  score: 4.2,
  shown: true,
  breakdown: ["loan_amount", "credit_score", "state", "property_type", "reviews"].map(
    (criterion) => ({ criterion, label: `${criterion} label`, value: 1, explanation: "Fits." }),
  ),
} as unknown as MatchScoreData;

test("a click while the hover holds the explanation open keeps it open; the next closes it", async () => {
  const user = userEvent.setup();
  renderWithProviders(<MatchScore match={match} />);
  const button = screen.getByRole("button", { name: /Match 4\.2\/5/ });

  await user.hover(button);
  await waitFor(() => expect(screen.getByRole("dialog")).toBeVisible(), { timeout: 3_000 });
  // Whether it is open is read from aria-expanded: jsdom has no layout, so once the click has
  // made floating-ui measure, Mantine hides the dropdown as detached from its (zero-size) button.
  await user.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  await user.click(button);
  expect(button).toHaveAttribute("aria-expanded", "false");
});

test("without a hover, a click opens it and a second click closes it", async () => {
  renderWithProviders(<MatchScore match={match} />);
  const button = screen.getByRole("button", { name: /Match 4\.2\/5/ });
  // A touch press: no hover before it.
  button.click();
  await waitFor(() => expect(screen.getByRole("dialog")).toBeVisible());
  button.click();
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

test("issue 31: the explanation lists the lender's lending criteria, pass or fail", async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <MatchScore
      match={match}
      criteria={[
        {
          criterion: "creditScore",
          label: "Credit score",
          outcome: "fail",
          hard: true,
          requirement: "Needs a credit score of 680 or more",
        },
        {
          criterion: "loanAmount",
          label: "Loan amount",
          outcome: "pass",
          hard: false,
          requirement: "Loans from $100,000 to $2,000,000",
        },
      ]}
    />,
  );
  await user.click(screen.getByRole("button", { name: /Match 4\.2\/5/ }));
  // jsdom has no layout: Mantine may hide the measured dropdown, so hidden ones count too.
  const dialog = await screen.findByRole("dialog", { hidden: true });
  expect(dialog).toHaveTextContent("Lending criteria");
  expect(dialog).toHaveTextContent("Credit score (hard limit)Does not meet");
  expect(dialog).toHaveTextContent("Needs a credit score of 680 or more");
  expect(dialog).toHaveTextContent("Loan amountMeets");
});
