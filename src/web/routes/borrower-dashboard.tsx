import { BorrowerDashboardScreen } from "@/web/features/borrower-dashboard/components/borrower-dashboard-screen";
import { RequireAuth } from "@/web/lib/session";

/**
 * Spec 2 'Borrower dashboard' (/borrower-dashboard): signed-in users; signed out reads
 * 'Please log in to access your dashboard.'
 */
export default function BorrowerDashboardRoute() {
  return (
    <RequireAuth
      title="My Loan Requests"
      signInText="Please log in to access your dashboard."
      loadingLabel="Loading your dashboard..."
    >
      {/* ?completeLoanSubmission=true (spec 4): the pending submission completer mounts here. */}
      <BorrowerDashboardScreen />
    </RequireAuth>
  );
}
