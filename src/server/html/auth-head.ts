/**
 * /auth for a signed-in visitor (spec 2 'Sign-in page', issue 31): the browser's route sends
 * them on to /dashboard or to the page `next` names, and so does the server, with a 302 before
 * any markup, so an invitation link opened signed in returns to the invitation without
 * JavaScript too. A redirect is never kept in the shared page cache (plugins/web-app.ts).
 */
import { AUTH_NEXT_PARAM, authNextOf, authPageRedirect } from "@/domain/accounts/two-factor";
import { getRouteMeta } from "@/domain/site/route-table";
import type { HeadResolver } from "./page-head";

export function authHeadResolver(): HeadResolver {
  return async (pathname, request) => {
    if (pathname !== "/auth" || !request.carriesSession()) return null;
    const viewer = await request.getViewer();
    const next = new URL(request.url, "http://x").searchParams.get(AUTH_NEXT_PARAM);
    const redirect = authPageRedirect(viewer !== null, authNextOf(next));
    return redirect === null ? null : { meta: getRouteMeta("/auth"), redirect };
  };
}
