import { Navigate } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { AuthScreen } from "@/web/features/auth/components/auth-screen";
import { authPageRedirect } from "@/web/features/auth/lib/dashboard-redirect";
import { useMe } from "@/web/lib/session/me";

/** Spec 2 'Sign-in page (/auth)'. A signed-in visitor goes on to /dashboard. */
export default function AuthRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  const redirect = authPageRedirect(Boolean(me.data));
  if (redirect) return <Navigate to={redirect} replace />;
  return <AuthScreen />;
}
