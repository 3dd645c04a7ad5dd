import { Button, Paper } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { DEFAULT_SORT } from "@/domain/search/search-filters";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { INITIAL_SEARCH_FORM, type SearchFormValues, searchTargetOf } from "../lib/search-form";
import {
  CreditScoreSelect,
  LoanAmountInput,
  LoanTypeSelect,
  PropertyTypeSelect,
  StateSelect,
} from "./filter-fields";

/**
 * Spec 2 'Search form': Type of Loan, State, Loan Amount, Credit Score range and Property Type;
 * 'Find Lenders' opens the loan type's listing with only the set filters plus sortBy.
 * It is a GET form to the listing whose fields are named after the listing's query parameters
 * (docs/decisions/2026-11-27-early-presses.md): sent before or without JavaScript, the server
 * drops the blank fields, redirects to the chosen loan type's route and renders the results.
 */
export function SearchForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchFormValues>(INITIAL_SEARCH_FORM);
  const set = <K extends keyof SearchFormValues>(key: K, value: SearchFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchTargetOf(values));
    // The layout has no scroll restoration yet: start the results page at its top.
    window.scrollTo(0, 0);
  };

  return (
    <Paper
      component="form"
      withBorder
      shadow="sm"
      p={{ base: "md", sm: "xl" }}
      onSubmit={onSubmit}
      method="get"
      action={LOAN_TYPE_INFO[values.loanType].route}
      aria-label="Search lenders"
    >
      <input type="hidden" name="sortBy" value={DEFAULT_SORT} />
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md">
        <LoanTypeSelect value={values.loanType} onChange={(type) => set("loanType", type)} />
        <StateSelect value={values.location} onChange={(code) => set("location", code)} />
        <LoanAmountInput
          value={values.loanAmountText}
          onChange={(text) => set("loanAmountText", text)}
        />
        <CreditScoreSelect
          label="Credit Score Range"
          value={values.creditScore}
          onChange={(score) => set("creditScore", score)}
        />
        <PropertyTypeSelect
          value={values.collateralType}
          onChange={(type) => set("collateralType", type)}
        />
        <Button
          type="submit"
          size="md"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          style={{ alignSelf: "end" }}
        >
          Find Lenders
        </Button>
      </ResponsiveGrid>
    </Paper>
  );
}
