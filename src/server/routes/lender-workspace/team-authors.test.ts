/**
 * Issue 31 'every action shows who did it': a member's message and offer name the member to
 * the lender's team (owner and member: teamAuthor, sentByName), and never to the borrower,
 * whose answers carry neither field (the borrower keeps seeing the lender's name).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lenderMembers, users } from "../../db/schema";
import { offersApi } from "../../test/offers-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { scenario, send, requestOffers } = offersApi(() => ctx);
const MEMBER_EMAIL = "ta.member.mia@example.com";

describe("who sent a lender's message or offer", () => {
  let world: Awaited<ReturnType<typeof scenario>>;
  let member: TestClient;
  let offerId = "";

  beforeAll(async () => {
    world = await scenario();
    member = await ctx.signedInClient(MEMBER_EMAIL, {
      userType: "lender",
      approvalStatus: "approved",
      fullName: "Mia Member",
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, MEMBER_EMAIL));
    await ctx.db.insert(lenderMembers).values({
      lenderId: world.first.lender?.id ?? "",
      userId: user?.id ?? "",
      invitedBy: world.first.userId,
    });
    const message = await member.post(`/api/submissions/${world.first.submissionId}/messages`, {
      body: "Mia here: can you send the rehab budget?",
    });
    expect(message.statusCode, message.body).toBe(201);
    expect(message.json().teamAuthor).toEqual({ name: "Mia Member", isViewer: true });
    const offer = await send(member, world.first.submissionId);
    expect(offer.statusCode, offer.body).toBe(201);
    expect(offer.json().offer.sentByName).toBe("Mia Member");
    offerId = offer.json().offer.id;
  });

  const threadOf = async (client: TestClient) => {
    const response = await client.get(`/api/submissions/${world.first.submissionId}/messages`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  test("the owner reads the member's name on the message and the offer event; the member reads 'isViewer'", async () => {
    const owner = (await threadOf(world.first.client)).json();
    const lenderEntries = owner.messages.filter(
      (m: { authorSide: string }) => m.authorSide === "lender",
    );
    expect(lenderEntries.map((m: { kind: string }) => m.kind)).toEqual(["text", "offer_sent"]);
    for (const entry of lenderEntries) {
      expect(entry.teamAuthor).toEqual({ name: "Mia Member", isViewer: false });
    }
    const mine = (await threadOf(member)).json();
    expect(mine.messages[0].teamAuthor).toEqual({ name: "Mia Member", isViewer: true });
  });

  test("the owner's offers panel names the member who sent the offer", async () => {
    const response = await world.first.client.get("/api/lender-workspace/offers");
    expect(response.statusCode).toBe(200);
    const [group] = response.json().items;
    expect(group.current).toMatchObject({ id: offerId, sentByName: "Mia Member" });
  });

  test("the borrower's thread and offers carry no colleague: neither field, nor the name", async () => {
    const thread = await threadOf(world.borrower);
    const entries = thread.json().messages as Record<string, unknown>[];
    expect(entries.filter((m) => m.authorSide === "lender")).toHaveLength(2);
    for (const entry of entries) expect(entry).not.toHaveProperty("teamAuthor");
    expect(thread.body).not.toContain("Mia Member");
    expect(thread.body).not.toContain(MEMBER_EMAIL);

    const offers = await requestOffers(world.borrower, world.inquiryId);
    expect(offers.statusCode).toBe(200);
    const [group] = offers.json().submissions;
    expect(group.current.id).toBe(offerId);
    expect(group.current).not.toHaveProperty("sentByName");
    expect(offers.body).not.toContain("Mia Member");
    const dashboard = await world.borrower.get("/api/loan-requests/offers");
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain(offerId);
    expect(dashboard.body).not.toContain("Mia Member");
  });

  test("another lender on the same request sees none of it", async () => {
    const response = await world.second.client.get("/api/lender-workspace/offers");
    expect(response.body).not.toContain("Mia Member");
  });
});
