import { Navigate } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { LenderLoginScreen } from "@/web/features/auth/components/lender-login-screen";
import { useMe } from "@/web/lib/session";

/** Spec 2 'Lender sign-up and login': login. A signed-in visitor goes on to /dashboard. */
export default function LenderLoginRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <LenderLoginScreen />;
}
