import { Navigate, useSearchParams } from "react-router";
import { authNextPath, authPageRedirect } from "@/domain/accounts/two-factor";
import { PageLoader } from "@/web/components/page-loader";
import { AuthScreen } from "@/web/features/auth/components/auth-screen";
import { useMe } from "@/web/lib/session/me";

/**
 * Spec 2 'Sign-in page (/auth)'. A signed-in visitor goes on to /dashboard, or to the page
 * `next` names (a path on this site, issue 31).
 */
export default function AuthRoute() {
  const me = useMe();
  const [params] = useSearchParams();
  if (me.isPending) return <PageLoader />;
  const redirect = authPageRedirect(Boolean(me.data), authNextPath(params));
  if (redirect) return <Navigate to={redirect} replace />;
  return <AuthScreen />;
}
