import { useEffect, useRef } from "react";
import { Navigate, useSearchParams } from "react-router";
import { ACCOUNT_TOASTS } from "@/domain/site/toast-messages";
import { PageLoader } from "@/web/components/page-loader";
import { dashboardRedirect, WELCOME_PARAM } from "@/web/features/auth";
import { notify } from "@/web/lib/notify";
import { AccountUnreachable, useMe } from "@/web/lib/session";

/**
 * 'Welcome!' once, when a magic link signed the user in (/dashboard?welcome=1). The redirect
 * below replaces the URL, so a reload does not repeat it.
 */
function useWelcomeAfterMagicLink(signedIn: boolean) {
  const [searchParams] = useSearchParams();
  const welcome = searchParams.has(WELCOME_PARAM);
  const shown = useRef(false);
  useEffect(() => {
    if (!welcome || !signedIn || shown.current) return;
    shown.current = true;
    notify.success({ title: ACCOUNT_TOASTS.welcome.title, message: ACCOUNT_TOASTS.welcome.text });
  }, [welcome, signedIn]);
}

/** Spec 2 'Post-login redirect (/dashboard)': sends each user to their own home. */
export default function DashboardRoute() {
  const me = useMe();
  useWelcomeAfterMagicLink(Boolean(me.data));
  // The first redirect is the only one. While the next page's code loads, this page stays on
  // screen (navigations are transitions); if the session ends meanwhile (sign-out, which then
  // goes to /), a second decision would send the user to /auth after sign-out's own navigation.
  const redirectedTo = useRef<string | null>(null);
  if (redirectedTo.current) return <Navigate to={redirectedTo.current} replace />;

  // A cached "signed out" answer may be stale right after signing in: wait for the refetch.
  if (me.isPending || (me.data === null && me.isFetching)) {
    return <PageLoader label="Loading your profile..." />;
  }

  if (me.data === undefined) {
    return (
      <AccountUnreachable
        title="Dashboard"
        retry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }

  const decision = dashboardRedirect({
    signedIn: me.data !== null,
    profileLoading: false,
    profile: me.data?.profile ?? null,
  });
  if (decision.kind !== "redirect") return <PageLoader />;
  redirectedTo.current = decision.to;
  return <Navigate to={decision.to} replace />;
}
