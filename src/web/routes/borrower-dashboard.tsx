import { BorrowerDashboardScreen } from "@/web/features/borrower-dashboard/components/borrower-dashboard-screen";
import { PendingSubmissionCompleter } from "@/web/features/submit-request";
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
      {/* ?completeLoanSubmission=true (spec 4): completes the visitor's saved draft. */}
      <PendingSubmissionCompleter />
      <BorrowerDashboardScreen />
    </RequireAuth>
  );
}
