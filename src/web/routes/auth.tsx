import { Navigate } from "react-router";
import { authPageRedirect } from "@/domain/dashboard-redirect";
import { PageLoader } from "@/web/components/page-loader";
import { useMe } from "@/web/features/auth/api/get-me";
import { AuthScreen } from "@/web/features/auth/components/auth-screen";

/** Spec 2 'Sign-in page (/auth)'. A signed-in visitor goes on to /dashboard. */
export default function AuthRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  const redirect = authPageRedirect(Boolean(me.data));
  if (redirect) return <Navigate to={redirect} replace />;
  return <AuthScreen />;
}
