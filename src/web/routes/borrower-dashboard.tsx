import { PlaceholderPage } from "@/web/components/placeholder-page";
import { PendingSubmissionCompleter } from "@/web/features/submit-request";
import { RequireAuth } from "@/web/lib/session";

/** Spec 2 'Borrower dashboard'. Placeholder until the borrower issue. */
export default function BorrowerDashboardRoute() {
  return (
    <RequireAuth
      title="My Loan Requests"
      signInText="Please log in to access your dashboard."
      loadingLabel="Loading your dashboard..."
    >
      <PendingSubmissionCompleter />
      <PlaceholderPage
        title="My Loan Requests"
        description="Your loan requests and every lender's response will appear here soon."
      />
    </RequireAuth>
  );
}
