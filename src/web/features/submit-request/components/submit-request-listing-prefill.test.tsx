// @vitest-environment jsdom
/**
 * Get Quote from a filtered listing (issue 28 item 6): the new-request form starts from the
 * listing's State, Property Type and Loan Amount filters; a hand-edited value is not used.
 */
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { expect, test } from "vitest";
import { meQueryKey } from "@/web/lib/session";
import { createTestQueryClient, renderWithProviders } from "@/web/test/render";
import { requestPrefillOfSearch } from "../lib/listing-prefill";
import { SubmitRequestDialog } from "./submit-request-dialog";

const LENDER = { id: "0b7e4b1e-2f0c-4c55-9a55-3f1c2b9d8e01", companyName: "Acme Capital" };

function Harness({ listingSearch }: { listingSearch: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Get Quote
      </button>
      <SubmitRequestDialog
        opened={opened}
        onClose={() => setOpened(false)}
        lender={LENDER}
        loanType="bridge"
        listingSearch={listingSearch}
      />
    </>
  );
}

test("the listing's filters start the visitor's new request", async () => {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  const { user } = renderWithProviders(
    <Harness listingSearch="?loanType=bridge&location=mt&loanAmount=90000&collateralType=Condos&creditScore=700&sortBy=rating" />,
    { queryClient },
  );
  await user.click(screen.getByRole("button", { name: "Get Quote" }));
  const dialog = await screen.findByRole("dialog", { name: "Submit Loan Request to Acme Capital" });
  await user.click(within(dialog).getByRole("button", { name: "Next" }));

  expect(within(dialog).getByLabelText(/Investment Type/)).toHaveValue("Bridge");
  expect(within(dialog).getByLabelText(/Property State/)).toHaveValue("Montana");
  expect(within(dialog).getByLabelText(/Property Type/)).toHaveValue("Condo");
  expect(within(dialog).getByLabelText(/Loan Amount/)).toHaveValue("$90,000");
});

test("only the state, type and amount filters, and only valid ones", () => {
  expect(requestPrefillOfSearch("")).toEqual({});
  expect(
    requestPrefillOfSearch("location=ZZ&loanAmount=abc&collateralType=castle&creditScore=720"),
  ).toEqual({});
  expect(requestPrefillOfSearch("location=TX&loanAmount=1500000.75")).toEqual({
    propertyState: "TX",
    loanAmount: "$1,500,000",
  });
});
