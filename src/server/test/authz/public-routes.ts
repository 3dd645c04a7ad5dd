/**
 * Routes that are public by decision: the same answer for every actor. Docs, health, config,
 * the lender catalogue, SEO files, the web build's files, token-authorised unsubscribe links
 * and the development outbox (not registered in production; loopback clients only).
 */
import { eq } from "drizzle-orm";
import { insertInquiry } from "../../db/factories";
import { inquiries, mailOutbox } from "../../db/schema";
import { confirmAnonymousRequest } from "../../services/loan-requests/confirm-anonymous-request";
import { createNextStepToken } from "../../services/loan-requests/next-step-token";
import { createRequestEmailToken } from "../../services/loan-requests/request-email-token";
import { createUnsubscribeToken } from "../../services/messages/unsubscribe-token";
import { signInByMagicLink } from "../test-app";
import type { MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

const docs = (route: string, status = 200): MatrixEntry => ({
  route,
  policy: "public",
  expect: { everyone: status },
  note: "OpenAPI documentation: public by decision (it describes, never returns, data).",
});

const unsubscribeToken = async (world: World) =>
  createUnsubscribeToken((await world.ctx.auth.$context).secret, world.a.borrowerId, "messages");

/** A next-step link of side A's fresh request naming side A's lender (which holds it). */
async function nextStepToken(world: World) {
  const fresh = await world.a.freshRequest();
  const secret = (await world.ctx.auth.$context).secret;
  const token = createNextStepToken(secret, {
    userId: world.a.borrowerId,
    inquiryId: fresh.requestId,
    lenderIds: [world.a.lenderId],
  });
  return { token, inquiryId: fresh.requestId };
}

/** A fresh anonymous request (no party's marker) and the token of its confirmation link. */
async function requestToken(world: World, used: boolean) {
  const inquiry = await insertInquiry(world.ctx.db, { userEmail: "zqv-visitor@example.com" });
  const token = await createRequestEmailToken(world.ctx.db, inquiry.id);
  if (used) await confirmAnonymousRequest(world.ctx.db, token);
  return { token, inquiryId: inquiry.id };
}

const requestState = async (world: World, { inquiryId }: Record<string, string>) =>
  world.ctx.db
    .select()
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId ?? ""));

const CONFIRMATION_LINK =
  "Authorised by the token of the link mailed with an anonymous request, not by a session: " +
  "every actor gets the same answer (issue 27 item 5; the token's life is tested in " +
  "loan-requests-confirmation.test.ts).";

const TOKEN_HOLDER =
  "Whoever holds the signed link is treated as its recipient: the answer names the recipient's " +
  "address, whoever's session sends it (the token itself is tested in unsubscribe-token tests).";

export const publicRoutes: MatrixEntry[] = [
  docs("GET /api/docs"),
  docs("GET /api/docs/"),
  docs("GET /api/docs/json"),
  docs("GET /api/docs/yaml"),
  docs("GET /api/docs/static/index.html", 302),
  docs("GET /api/docs/static/swagger-initializer.js"),
  {
    ...docs("GET /api/docs/static/*"),
    request: () => ({ url: "/api/docs/static/swagger-ui.css" }),
  },
  {
    route: "GET /assets/index.js",
    policy: "public",
    expect: { everyone: 200 },
    note:
      "Files of the web build (@fastify/static, one route per file; the test's build has " +
      "this one and index.html). The pages themselves are answered by the not-found handler: " +
      "see PAGES.",
  },
  {
    route: "GET /index.html",
    policy: "public",
    expect: { everyone: 301 },
    note:
      "The page template is no page: one URL per page sends it to / (plugins/canonical-path.ts, " +
      "issue 30), and @fastify/static is not allowed to serve it.",
  },
  { route: "GET /api/health", policy: "public", expect: { everyone: 200 } },
  { route: "GET /api/health/live", policy: "public", expect: { everyone: 200 } },
  { route: "GET /api/health/ready", policy: "public", expect: { everyone: 200 } },
  {
    route: "GET /metrics",
    policy: "canScrapeMetrics",
    expect: { everyone: 404 },
    note:
      "Every actor here is a client behind the test's proxy (X-Forwarded-For), so without the " +
      "token none may scrape, signed in or not; a direct loopback scrape and the token get 200 " +
      "(metrics-routes.test.ts).",
    foreignDataExempt: "Route patterns, counts and timings only: no record of anyone.",
  },
  { route: "GET /api/config", policy: "public", expect: { everyone: 200 } },
  {
    route: "GET /api/lenders",
    policy: "public",
    expect: { everyone: 200 },
    request: () => ({ url: "/api/lenders?loanType=fix_and_flip" }),
    shows: { visitor: () => ["alder capital", "birch lending"] },
  },
  {
    route: "GET /api/lenders/:slug",
    policy: "public",
    expect: { everyone: 200 },
    request: (world) => ({ url: `/api/lenders/${world.a.lenderSlug}` }),
    shows: { borrower2: () => ["alder capital"] },
  },
  {
    route: "POST /api/lenders/:slug/views",
    policy: "public",
    expect: { everyone: 204 },
    note: "A public beacon: counted at most once per visitor and day.",
    request: (world) => ({ url: `/api/lenders/${world.a.lenderSlug}/views` }),
  },
  { route: "GET /robots.txt", policy: "public", expect: { everyone: 200 } },
  { route: "GET /favicon.ico", policy: "public", expect: { everyone: 301 } },
  { route: "GET /sitemap.xml", policy: "public", expect: { everyone: 200 } },
  {
    route: "GET /og/lender/:slug.png",
    policy: "public",
    expect: { everyone: 200 },
    note: "A lender page's share image, as public as the page.",
    request: (world) => ({ url: `/og/lender/${world.a.lenderSlug}.png` }),
  },
  {
    route: "GET /sitemap-:part.xml",
    policy: "public",
    expect: { everyone: 404 },
    note: "Parts exist only past 50,000 URLs; the route answers everyone alike.",
    request: () => ({ url: "/sitemap-1.xml" }),
  },
  {
    route: "GET /api/notifications/unsubscribe",
    policy: "public",
    expect: { everyone: 200 },
    note: "Authorised by the signed token in the link, not by a session (mail links).",
    foreignDataExempt: TOKEN_HOLDER,
    fixture: async (world) => ({ token: await unsubscribeToken(world) }),
    request: (_world, { token }) => ({ url: `/api/notifications/unsubscribe?token=${token}` }),
  },
  {
    route: "POST /api/notifications/unsubscribe",
    policy: "public",
    expect: { everyone: 200 },
    note: "Authorised by the signed token in the link, not by a session (mail links).",
    foreignDataExempt: TOKEN_HOLDER,
    fixture: async (world) => ({ token: await unsubscribeToken(world) }),
    request: (_world, { token }) => ({
      url: "/api/notifications/unsubscribe",
      payload: { token, subscribed: true },
    }),
  },
  {
    route: "GET /api/next-step",
    policy: "public",
    expect: { everyone: 200 },
    note: "Authorised by the signed token of the next-step mail's link, not by a session (issue 35).",
    foreignDataExempt: TOKEN_HOLDER,
    fixture: nextStepToken,
    request: (_world, { token }) => ({
      url: `/api/next-step?token=${encodeURIComponent(token ?? "")}`,
    }),
  },
  {
    route: "POST /api/next-step",
    policy: "public",
    expect: { everyone: 200 },
    note: "Authorised by the signed token of the next-step mail's link, not by a session (issue 35); the named lender holds the request already, so nothing is sent.",
    foreignDataExempt: TOKEN_HOLDER,
    fixture: nextStepToken,
    request: (_world, { token }) => ({ url: "/api/next-step", payload: { token } }),
  },
  {
    route: "GET /api/request-confirmations",
    policy: "public",
    expect: { everyone: 200 },
    note: CONFIRMATION_LINK,
    foreignDataExempt: TOKEN_HOLDER,
    fixture: (world) => requestToken(world, false),
    request: (_world, { token }) => ({
      url: `/api/request-confirmations?token=${encodeURIComponent(token ?? "")}`,
    }),
  },
  ...["POST /api/request-confirmations/confirm", "POST /api/request-confirmations/withdraw"].map(
    (route): MatrixEntry => ({
      route,
      policy: "public",
      expect: { everyone: 409 },
      note: `${CONFIRMATION_LINK} A used link: 409 for everyone, the request unchanged.`,
      fixture: (world) => requestToken(world, true),
      state: requestState,
      request: (_world, { token }) => ({
        url: route.slice(route.indexOf(" ") + 1),
        payload: { token },
      }),
    }),
  ),
  {
    route: "POST /unsubscribe",
    policy: "public",
    expect: { everyone: 200 },
    note:
      "RFC 8058 one-click from a digest's List-Unsubscribe: authorised by the signed token in " +
      "the address, not by a session; mail providers send no cookie.",
    foreignDataExempt: "The answer names only the kinds stopped, nobody's data.",
    fixture: async (world) => ({ token: await unsubscribeToken(world) }),
    request: (_world, { token }) => ({
      url: `/unsubscribe?token=${encodeURIComponent(token ?? "")}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  },
  ...["GET /api/dev/mail", "GET /dev/mail"].map(
    (route): MatrixEntry => ({
      route,
      policy: "public",
      expect: { everyone: 200 },
      foreignDataExempt:
        "The development outbox shows every mail by design; it is not registered in production " +
        "and answers loopback clients only (dev-mail-routes.test.ts).",
    }),
  ),
  {
    route: "GET /dev/mail/:id",
    policy: "public",
    expect: { everyone: 200 },
    fixture: async (world) => {
      const firstMail = () => world.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
      let [mail] = await firstMail();
      // Sessions are inserted without mail (test-app.ts): a sign-in link puts one in the outbox.
      if (!mail) {
        await signInByMagicLink(world.ctx, world.ctx.client(), "authz.outbox@example.com");
        [mail] = await firstMail();
      }
      return { mailId: mail?.id ?? "" };
    },
    request: (_world, { mailId }) => ({ url: `/dev/mail/${mailId}` }),
    foreignDataExempt: "The development outbox (see GET /dev/mail).",
  },
  ...["GET /dev/mail/templates/:kind/:sample", "GET /dev/mail/templates/:kind/:sample/text"].map(
    (route): MatrixEntry => ({
      route,
      policy: "public",
      expect: { everyone: 200 },
      request: () => ({
        url: route
          .slice("GET ".length)
          .replace(":kind", "magic-link")
          .replace(":sample", "default"),
      }),
      foreignDataExempt:
        "A mail template rendered from fixed sample data (mail/templates/), nobody's data; " +
        "registered and served as the development outbox is (see GET /dev/mail).",
    }),
  ),
];

/**
 * Pages are not routes of the table: the web app's not-found handler answers every other GET
 * with index.html, the public ones server-rendered (the matrix's app uses the source renderer).
 * Since issue 34 a signed-in caller whose page would look like a visitor's (home with a
 * completed profile, a lender's page) gets the visitors' shared copy, which holds nobody's
 * data, so these pages show the caller nothing of their own either (shared-page.test.ts checks
 * the copy byte for byte); no page carries another party's data.
 */
export const PAGES: MatrixEntry[] = [
  {
    route: "GET /",
    policy: "public",
    expect: { everyone: 200 },
    note: "The visitors' shared copy for every actor here (their profiles are complete).",
  },
  {
    route: "GET /lender/:slug",
    policy: "public",
    expect: { everyone: 200 },
    request: (world) => ({ url: `/lender/${world.a.lenderSlug}` }),
    shows: { borrower2: () => ["alder capital"] },
  },
  ...["/dashboard", "/lender-dashboard", "/admin"].map(
    (url): MatrixEntry => ({ route: `GET ${url}`, policy: "public", expect: { everyone: 200 } }),
  ),
];
