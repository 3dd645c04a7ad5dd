import { PlaceholderPage } from "@/web/components/placeholder-page";
import { RequireAuth } from "@/web/lib/session";

/**
 * Spec 2 'Lender dashboard'. Placeholder until the lender dashboard issue, which shows pending
 * and rejected lenders their own cards (so this page asks for a session, not for a role).
 */
export default function LenderDashboardRoute() {
  return (
    <RequireAuth
      title="Lender Dashboard"
      signInText="Please log in to access your dashboard."
      loadingLabel="Loading your dashboard..."
    >
      <PlaceholderPage
        title="Lender Dashboard"
        description="Manage your profile and view borrower inquiries. Coming soon."
      />
    </RequireAuth>
  );
}
