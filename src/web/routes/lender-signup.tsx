import { Navigate } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { LenderSignupForm } from "@/web/features/auth/components/lender-signup-form";
import { useMe } from "@/web/lib/session";

/** Spec 2 'Lender sign-up and login': sign-up. A signed-in visitor goes on to /dashboard. */
export default function LenderSignupRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <LenderSignupForm />;
}
