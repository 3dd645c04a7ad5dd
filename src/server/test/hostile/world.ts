/**
 * The world the hostile-input tests send requests into: one app on a fresh database with its
 * route table, a signed-in actor of each kind, and real ids for every path parameter, so a
 * route's validation is what gets tested (not its authorization or a 404 on a made-up id).
 */

import { eq } from "drizzle-orm";
import { insertInquiryWithSubmissions, insertLenderWithProducts } from "../../db/factories";
import { lenderHistory, loanProductHistory, savedSearches, users } from "../../db/schema";
import { createNextStepToken } from "../../services/loan-requests/next-step-token";
import { createUnsubscribeToken } from "../../services/messages/unsubscribe-token";
import { createSavedSearchToken } from "../../services/saved-searches/saved-search-token";
import { terms } from "../offers-api";
import { createTestContext, TestClient, type TestContext } from "../test-app";
import { type TableRoute, withRouteTable } from "./route-table";

export type ActorKind = "visitor" | "borrower" | "newcomer" | "lender" | "admin";

export interface World {
  ctx: TestContext;
  routes: TableRoute[];
  /** A fresh client of each kind; the signed-in ones share their account's session. */
  clients: Record<ActorKind, TestClient>;
  /** Real values for path parameters, by name. */
  params: Record<string, string>;
}

async function userId(ctx: TestContext, email: string): Promise<string> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

export async function createWorld(tag: string): Promise<World> {
  const { built: ctx, routes } = await withRouteTable(() => createTestContext());
  const borrowerEmail = `hostile.borrower.${tag}@example.com`;
  const lenderEmail = `hostile.lender.${tag}@example.com`;
  const borrower = await ctx.signedInClient(borrowerEmail, {
    userType: "borrower",
    fullName: "Hostile Borrower",
    completedAt: new Date(),
  });
  const lender = await ctx.signedInClient(lenderEmail, {
    userType: "lender",
    approvalStatus: "approved",
    companyName: "Hostile Lending",
    fullName: "Hostile Lender",
    completedAt: new Date(),
  });
  const adminEmail = `hostile.admin.${tag}@example.com`;
  const admin = await ctx.signedInClient(adminEmail, {
    userType: "admin",
    fullName: "Hostile Admin",
    completedAt: new Date(),
  });
  const newcomer = await ctx.signedInClient(`hostile.newcomer.${tag}@example.com`);
  const pendingEmail = `hostile.pending.${tag}@example.com`;
  await ctx.signedInClient(pendingEmail, {
    userType: "lender",
    approvalStatus: "pending",
    companyName: "Pending Lending",
  });

  const lenderUserId = await userId(ctx, lenderEmail);
  const { lender: record, products } = await insertLenderWithProducts(
    ctx.db,
    { companyName: `Hostile Lending ${tag}`, userId: lenderUserId },
    ["fix_and_flip", "bridge"],
  );
  const product = products[0];
  if (!product) throw new Error("no product");
  const { inquiry, submissions } = await insertInquiryWithSubmissions(
    ctx.db,
    {
      borrowerId: await userId(ctx, borrowerEmail),
      userEmail: null,
      customName: "Hostile request",
      loanAmount: 200_000,
      lenderId: record.id,
    },
    [{ lenderId: record.id }],
  );
  const submission = submissions[0];
  if (!submission) throw new Error("no submission");
  const sent = await lender.post(
    `/api/lender-workspace/inquiries/${submission.id}/offers`,
    terms(),
  );
  if (sent.statusCode !== 201) throw new Error(`offer not sent: ${sent.body}`);
  const [lenderEntry] = await ctx.db
    .insert(lenderHistory)
    .values({ lenderId: record.id, fieldName: "company_name", newValue: "x", changeType: "manual" })
    .returning();
  const [productEntry] = await ctx.db
    .insert(loanProductHistory)
    .values({
      loanProductId: product.id,
      fieldName: "lowest_rate",
      newValue: "9",
      changeType: "manual",
    })
    .returning();

  return {
    ctx,
    routes,
    clients: { visitor: new TestClient(ctx.app), borrower, newcomer, lender, admin },
    params: {
      id: inquiry.id,
      requestId: inquiry.id,
      submissionId: submission.id,
      lenderId: record.id,
      productId: product.id,
      entryId: lenderEntry?.id ?? "",
      productEntryId: productEntry?.id ?? "",
      offerId: sent.json().offer.id,
      userId: await userId(ctx, pendingEmail),
      // The body of POST /api/me/delete names the caller's (the admin's) own email.
      adminEmail,
      slug: record.slug,
      // A mail template's preview (/dev/mail/templates/:kind/:sample).
      kind: "magic-link",
      sample: "default",
      // The alert link of a saved search of the borrower's (issue 32).
      savedSearchToken: createSavedSearchToken(
        (await ctx.auth.$context).secret,
        await savedSearchOf(ctx, await userId(ctx, borrowerEmail)),
      ),
      // The next-step mail's link (issue 35): the borrower's request to the lender.
      nextStepToken: createNextStepToken((await ctx.auth.$context).secret, {
        userId: await userId(ctx, borrowerEmail),
        inquiryId: inquiry.id,
        lenderIds: [record.id],
      }),
      unsubscribeToken: createUnsubscribeToken(
        (await ctx.auth.$context).secret,
        await userId(ctx, borrowerEmail),
        "messages",
      ),
    },
  };
}

async function savedSearchOf(ctx: TestContext, borrowerId: string): Promise<string> {
  const [row] = await ctx.db
    .insert(savedSearches)
    .values({
      borrowerId,
      name: "Hostile search",
      frequency: "daily",
      query: { loanType: "fix_and_flip", sortBy: "most-relevant" },
      checkedVersion: 0,
    })
    .returning({ id: savedSearches.id });
  return row?.id ?? "";
}

/**
 * Who may call a route, by its path, so that validation (not authorization) is what answers:
 * admin routes as the admin, the lender workspace as an approved lender with a record,
 * complete-profile as a user who has not completed it, public and anonymous routes as a
 * visitor, everything else as the borrower who owns the request in `params`.
 */
export function actorFor(route: Pick<TableRoute, "method" | "url">): ActorKind {
  const { url } = route;
  if (url.startsWith("/api/admin")) return "admin";
  if (url.startsWith("/api/lender-workspace")) return "lender";
  if (url === "/api/me/complete-profile") return "newcomer";
  // The only admin may not delete itself (409): the deletion route is probed without loss.
  if (url === "/api/me/delete") return "admin";
  // Issue 31: the notification settings page's form without JavaScript is the caller's own.
  if (url === "/profile/notifications") return "borrower";
  if (
    url === "/api/loan-requests/anonymous" ||
    url === "/api/lender-signup" ||
    url.startsWith("/api/lenders") ||
    url.startsWith("/api/notifications") ||
    url.startsWith("/api/dev") ||
    url.startsWith("/dev/") ||
    !url.startsWith("/api/")
  ) {
    return "visitor";
  }
  return "borrower";
}

/** The route's URL with real values, and `override` for some parameters (raw, unencoded). */
export function fillPath(
  url: string,
  params: Record<string, string>,
  override: Record<string, string> = {},
): string {
  const values: Record<string, string> = { ...params, ...override };
  // A product's history entries are not the lender's.
  if (url.includes("/products/") && !("entryId" in override)) {
    values.entryId = params.productEntryId ?? "";
  }
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? "00000000-0000-4000-8000-000000000000"),
  );
}
