import { Navigate } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { useMe } from "@/web/features/auth/api/get-me";
import { LenderSignupForm } from "@/web/features/auth/components/lender-signup-form";

/** Spec 2 'Lender sign-up and login': sign-up. A signed-in visitor goes on to /dashboard. */
export default function LenderSignupRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to="/dashboard" replace />;
  return <LenderSignupForm />;
}
