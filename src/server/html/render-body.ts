/**
 * The body of a page: for the public pages the server-rendered markup and its data
 * (src/web/entry-server.tsx), for the others the empty #root the client fills.
 */

import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasPersonalQuery } from "@/domain/accounts/auth-forms";
import { appStateScript } from "@/web/app/ssr-state";
import type { FetchApi, RenderInput, RenderResult } from "@/web/entry-server";
import { withSharedRenderScore } from "../lib/shared-render-score";
import { EARLY_PRESS_SCRIPT_TAG } from "./early-press-script";
import type { PageScripts } from "./page-scripts";
import type { PageStyles } from "./page-styles";

/** What the server needs of the server entry (its built module or, in tests, the source). */
export interface ServerRenderer {
  render(input: RenderInput): Promise<RenderResult | null>;
  /** The source files of the pages a path shows (their chunks are preloaded: page-scripts.ts). */
  pageSources?(pathname: string): readonly string[];
}

const ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
/** Cache headers: a visitor's page is the same for everyone, a signed-in user's is theirs. */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, stale-while-revalidate=300";
export const PRIVATE_PAGE_CACHE = "private, no-cache";
/** A page carrying a person's data: private, and not kept. */
export const PERSONAL_PAGE_CACHE = PRIVATE_PAGE_CACHE;

/**
 * Whether the request carries a session, as better-auth reads cookies (auth/session-cookie.ts):
 * its pages are the user's own, never shared.
 */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return request.carriesSession();
}

/**
 * The page's API calls, answered inside the server. A signed-in user's carry their cookie; a
 * visitor's page (one that may be shared) is rendered with no credentials at all: whatever
 * else the request sent (another spelling of a cookie, an Authorization header) never reaches
 * the API, so the page can hold nothing personal.
 */
export function injectFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  {
    withCredentials,
    listingCreditScore = null,
  }: {
    withCredentials: boolean;
    /**
     * A shared listing's profile credit score (html/shared-page.ts): its search applies it as
     * a signed-in viewer's, with no credentials (lib/shared-render-score.ts).
     */
    listingCreditScore?: number | null;
  },
): FetchApi {
  const cookie = withCredentials ? request.headers.cookie : undefined;
  const scored = !cookie && listingCreditScore !== null ? listingCreditScore : null;
  return async (path, init) => {
    const inject = (extra: Record<string, string> = {}) =>
      app.inject({
        method: (init?.method ?? "GET") as "GET",
        url: path,
        headers: {
          accept: "application/json",
          ...(cookie ? { cookie } : {}),
          "user-agent": request.headers["user-agent"] ?? "lenderlane-ssr",
          ...extra,
        },
        remoteAddress: request.ip,
      });
    const response = await (scored === null ? inject() : withSharedRenderScore(scored, inject));
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { "content-type": String(response.headers["content-type"] ?? "") },
    });
  };
}

export interface RenderedBody {
  page: string;
  cacheControl: string;
  /** A page any visitor may be given (server-rendered, no session, nothing failed). */
  shareable: boolean;
}

export async function renderBody({
  app,
  request,
  template,
  baseUrl,
  renderer,
  styles = null,
  scripts = null,
  asVisitor = false,
  listingCreditScore = null,
}: {
  app: FastifyInstance;
  request: FastifyRequest;
  template: string;
  baseUrl: string;
  renderer: ServerRenderer | null;
  /** The build's sheets: those the rendered markup uses are inlined (html/page-styles.ts). */
  styles?: PageStyles | null;
  /** The build's chunks: the page's are preloaded with the entry (html/page-scripts.ts). */
  scripts?: PageScripts | null;
  /**
   * Render the visitors' copy even for a signed-in request (issue 34, html/shared-page.ts):
   * no credentials reach the API, so the page holds nothing of the user and may be kept. The
   * answer to a signed-in request stays private all the same.
   */
  asVisitor?: boolean;
  /**
   * With `asVisitor`: the profile credit score a shared listing is rendered for (the rest of
   * its effective query, html/shared-page.ts); the page holds nothing else of the user.
   */
  listingCreditScore?: number | null;
}): Promise<RenderedBody> {
  const signedIn = hasSessionCookie(request);
  const withCredentials = signedIn && !asVisitor;
  // A HEAD is rendered as the GET would be: its headers (length, encoding, caching) are the
  // GET's (RFC 9110 9.3.2); Node writes no body.
  if (!renderer) {
    return { page: template, cacheControl: "no-cache", shareable: false };
  }
  const sources = renderer.pageSources?.(new URL(request.url, baseUrl).pathname) ?? [];
  const preloaded = scripts ? scripts.preload(template, sources) : template;
  const clientRendered = { page: preloaded, cacheControl: "no-cache", shareable: false };
  let result: RenderResult | null;
  try {
    const scored = asVisitor && listingCreditScore !== null ? listingCreditScore : null;
    result = await renderer.render({
      url: new URL(request.url, baseUrl).href,
      fetchApi: injectFetch(app, request, { withCredentials, listingCreditScore: scored }),
      ...(scored === null ? {} : { listingCreditScore: scored }),
    });
  } catch (error) {
    // The client still renders the page (as before server rendering).
    request.log.error({ err: error }, "server rendering failed");
    return clientRendered;
  }
  if (!result) return clientRendered;
  const filled = preloaded.replace(NOSCRIPT, "").replace(
    ROOT,
    // The early-press recorder first: it must run before the page's buttons exist.
    () =>
      `${EARLY_PRESS_SCRIPT_TAG}<div id="root">${result.html}</div>${appStateScript(result.state)}`,
  );
  const inlined = styles ? styles.inline(filled, result.html) : filled;
  // The render's head elements (Mantine's responsive rules) last in the head, after the sheets
  // they refine, where they were in the cascade when they were written in the body.
  const head = result.head ?? "";
  const page = head ? inlined.replace("</head>", () => `${head}</head>`) : inlined;
  // A page showing what someone typed (/auth?email=…) is theirs alone, signed in or not.
  const typed = hasPersonalQuery(new URL(request.url, baseUrl).searchParams);
  return {
    page,
    // An answer to a signed-in request is private even when it is the visitors' copy.
    cacheControl: signedIn || typed ? PERSONAL_PAGE_CACHE : PUBLIC_PAGE_CACHE,
    // A visitor's finished page: the same for every visitor until the catalogue changes.
    shareable: !withCredentials && !typed && result.complete !== false,
  };
}
