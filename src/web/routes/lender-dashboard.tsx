import { LenderDashboardScreen } from "@/web/features/lender-workspace/components/lender-dashboard-screen";
import { RequireAuth } from "@/web/lib/session";

/**
 * Spec 2 'Lender dashboard'. Any signed-in account reaches it: pending and rejected lenders
 * see their status card there, approved lenders the tabs (the server enforces the rest).
 */
export default function LenderDashboardRoute() {
  return (
    <RequireAuth
      title="Lender Dashboard"
      signInText="Please log in to access your dashboard."
      loadingLabel="Loading your dashboard..."
    >
      <LenderDashboardScreen />
    </RequireAuth>
  );
}
