import { Navigate } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { useMe } from "@/web/features/auth/api/get-me";
import { LenderLoginScreen } from "@/web/features/auth/components/lender-login-screen";

/** Spec 2 'Lender sign-up and login': login. A signed-in visitor goes on to /dashboard. */
export default function LenderLoginRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <LenderLoginScreen />;
}
