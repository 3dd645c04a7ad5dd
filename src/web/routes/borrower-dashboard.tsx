import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Borrower dashboard'. Placeholder until the borrower issue. */
export default function BorrowerDashboardRoute() {
  return (
    <PlaceholderPage
      title="My Loan Requests"
      description="Your loan requests and every lender's response will appear here soon."
    />
  );
}
