/**
 * The data the authorization matrix runs on: the eight actors, signed in once each through the
 * real magic-link sign-in, and two separate "sides" of the marketplace:
 *
 * - side A: `borrower`'s loan request sent to `lender`'s record, with an offer and messages;
 * - side B: `borrower2`'s request sent to `lender2`'s record, likewise.
 *
 * Everything private carries a marker: texts start with the side's or party's prefix (zqa-,
 * zqb-, zqp- pending lender, zqr- rejected lender, zqm- admin) and every private id (users,
 * requests, submissions, offers, messages) is listed. "No foreign data" is then a
 * case-insensitive search of each answer for the markers its actor must not see.
 * Public data (lender company names, slugs, lender record ids) carries no marker.
 */
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import {
  insertInquiryWithSubmissions,
  insertLenderWithProducts,
  insertUser,
} from "../../db/factories";
import { loanProducts, users } from "../../db/schema";
import { terms } from "../offers-api";
import type { TestClient, TestContext } from "../test-app";
import { ACTOR_ADDRESS, ACTORS, type ActorName } from "./actors";
import { ALL_PREFIXES, EMAILS, OWN_PREFIXES, PROFILES } from "./parties";

/** One actor's way of sending requests: its session cookie and its own client address. */
export interface ActorClient {
  name: ActorName;
  userId: string | null;
  email: string | null;
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface Side {
  prefix: "zqa" | "zqb";
  borrower: ActorName;
  lender: ActorName;
  borrowerId: string;
  lenderUserId: string;
  /** The lender record the side's lender account manages (public id). */
  lenderId: string;
  lenderSlug: string;
  productId: string;
  requestId: string;
  submissionId: string;
  offerId: string;
  /** Every private id of the side; fixtures made later add theirs. */
  ids: Set<string>;
  /** A new request of the side's borrower sent to the side's lender (for write cells). */
  freshRequest(): Promise<{ requestId: string; submissionId: string }>;
  /** A fresh request with an open offer from the side's lender. */
  freshOffer(): Promise<{ requestId: string; submissionId: string; offerId: string }>;
}

export interface World {
  ctx: TestContext;
  actors: Record<ActorName, ActorClient>;
  a: Side;
  b: Side;
  /** A public lender no account manages, to send requests to. */
  spareLenderId: string;
  /** Markers (lower case) that must never appear in an answer to `actor`. */
  forbiddenFor(actor: ActorName): string[];
  /** A new account, not one of the actors (targets of admin approvals). */
  extraUser(kind: "pendingLender" | "borrower"): Promise<string>;
}

function actorClient(
  name: ActorName,
  client: TestClient,
  userId: string | null,
  email: string | null,
): ActorClient {
  return {
    name,
    userId,
    email,
    send: (options) =>
      client.request({
        ...options,
        headers: {
          "x-forwarded-for": ACTOR_ADDRESS[name],
          ...(options.headers as Record<string, string> | undefined),
        },
      }),
  };
}

export async function buildWorld(ctx: TestContext): Promise<World> {
  const db = ctx.db;
  const actors = {} as Record<ActorName, ActorClient>;
  actors.visitor = actorClient("visitor", ctx.client(), null, null);
  for (const name of ACTORS) {
    if (name === "visitor") continue;
    const email = EMAILS[name];
    const client = await ctx.signedInClient(email, { ...PROFILES[name], completedAt: new Date() });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    actors[name] = actorClient(name, client, user.id, email);
  }
  const userIdOf = (name: ActorName) => actors[name].userId ?? "";

  const spare = await insertLenderWithProducts(db, { companyName: "Cedar Public Lending" }, [
    "fix_and_flip",
    "bridge",
  ]);

  let freshCount = 0;
  async function buildSide(
    prefix: "zqa" | "zqb",
    borrower: ActorName,
    lender: "lender" | "lender2",
  ) {
    const lenderUserId = userIdOf(lender);
    const record = await insertLenderWithProducts(
      db,
      { companyName: PROFILES[lender].companyName, userId: lenderUserId },
      ["fix_and_flip", "bridge"],
    );
    const [product] = await db
      .select()
      .from(loanProducts)
      .where(eq(loanProducts.lenderId, record.lender.id));
    const ids = new Set<string>([userIdOf(borrower), lenderUserId]);

    async function freshRequest() {
      freshCount += 1;
      const { inquiry, submissions } = await insertInquiryWithSubmissions(
        db,
        {
          borrowerId: userIdOf(borrower),
          customName: `${prefix}-request ${freshCount} Oak Street`,
          additionalNotes: `${prefix}-notes ${freshCount}: under contract`,
          loanAmount: 200_000,
          lenderId: record.lender.id,
        },
        [{ lenderId: record.lender.id }],
      );
      const submissionId = submissions[0]?.id ?? "";
      ids.add(inquiry.id);
      ids.add(submissionId);
      return { requestId: inquiry.id, submissionId };
    }

    async function freshOffer() {
      const fresh = await freshRequest();
      const response = await actors[lender].send({
        method: "POST",
        url: `/api/lender-workspace/inquiries/${fresh.submissionId}/offers`,
        payload: terms({ conditions: `${prefix}-offer conditions: appraisal required` }),
      });
      if (response.statusCode !== 201) {
        throw new Error(`seed offer: ${response.statusCode} ${response.body}`);
      }
      const offerId = response.json().offer.id as string;
      ids.add(offerId);
      return { ...fresh, offerId };
    }

    const seeded = await freshOffer();
    for (const [who, text] of [
      [borrower, `${prefix}-message from the borrower`],
      [lender, `${prefix}-message from the lender`],
    ] as const) {
      const response = await actors[who].send({
        method: "POST",
        url: `/api/submissions/${seeded.submissionId}/messages`,
        payload: { body: text },
      });
      if (response.statusCode !== 201) {
        throw new Error(`seed message: ${response.statusCode} ${response.body}`);
      }
      ids.add(response.json().id as string);
    }
    return {
      prefix,
      borrower,
      lender,
      borrowerId: userIdOf(borrower),
      lenderUserId,
      lenderId: record.lender.id,
      lenderSlug: record.lender.slug,
      productId: product?.id ?? "",
      ...seeded,
      ids,
      freshRequest,
      freshOffer,
    } satisfies Side;
  }

  const a = await buildSide("zqa", "borrower", "lender");
  const b = await buildSide("zqb", "borrower2", "lender2");
  const otherIds = new Map<string, Set<string>>([
    ["zqp", new Set([userIdOf("pendingLender")])],
    ["zqr", new Set([userIdOf("rejectedLender")])],
    ["zqm", new Set([userIdOf("admin")])],
    ["zqa", a.ids],
    ["zqb", b.ids],
  ]);

  let extra = 0;
  return {
    ctx,
    actors,
    a,
    b,
    spareLenderId: spare.lender.id,
    forbiddenFor(actor) {
      const own = OWN_PREFIXES[actor];
      return ALL_PREFIXES.filter((prefix) => !own.includes(prefix)).flatMap((prefix) => [
        `${prefix}-`,
        ...[...(otherIds.get(prefix) ?? [])].map((id) => id.toLowerCase()),
      ]);
    },
    async extraUser(kind) {
      extra += 1;
      const { user } = await insertUser(db, {
        email: `zqm-target-${extra}@example.com`,
        profile:
          kind === "pendingLender"
            ? {
                userType: "lender",
                approvalStatus: "pending",
                fullName: `Zqm-Target ${extra}`,
                companyName: `Zqm-Target Lending ${extra}`,
              }
            : { userType: "borrower", fullName: `Zqm-Target ${extra}` },
      });
      return user.id;
    },
  };
}
