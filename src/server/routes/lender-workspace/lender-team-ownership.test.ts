/**
 * Issue 31 seats, ownership transfer: the owner makes a colleague the owner. lenders.user_id
 * becomes the colleague's (with its history entry), the colleague's seat ends, the former
 * owner holds a member seat, both are mailed. The former owner then answers leads but no
 * longer edits the profile or manages the team; the new owner does both. Only the owner may
 * transfer, only to an active seat of the same team and an approved lender account.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import { insertInquiryWithSubmissions, insertUser } from "../../db/factories";
import { lenderHistory, lenderMembers, lenders, loanProducts, profiles } from "../../db/schema";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount, answer } = workspaceApi(() => ctx);

const makeOwner = (client: TestClient, seatId: string) =>
  client.post(`/api/lender-workspace/team/members/${seatId}/owner`, {});

/** An approved lender account without a record, seated on `lenderId`'s team. */
async function colleague(email: string, lenderId: string, invitedBy: string) {
  const account = await lenderAccount(email, { record: false });
  const [seat] = await ctx.db
    .insert(lenderMembers)
    .values({ lenderId, userId: account.userId, invitedBy })
    .returning();
  return { ...account, seatId: seat?.id ?? "" };
}

async function editProfile(client: TestClient, lenderId: string, description: string) {
  const [lender] = await ctx.db.select().from(lenders).where(eq(lenders.id, lenderId));
  const products = await ctx.db
    .select()
    .from(loanProducts)
    .where(eq(loanProducts.lenderId, lenderId));
  const form = lenderFormDefaults(lender as unknown as Record<string, unknown>, products);
  return client.request({
    method: "PUT",
    url: `/api/lender-workspace/lenders/${lenderId}`,
    payload: { ...form, description },
  });
}

const activeSeats = (lenderId: string) =>
  ctx.db
    .select({ userId: lenderMembers.userId })
    .from(lenderMembers)
    .where(and(eq(lenderMembers.lenderId, lenderId), isNull(lenderMembers.removedAt)));

describe("ownership transfer", () => {
  let owner: Awaited<ReturnType<typeof lenderAccount>>;
  let heir: Awaited<ReturnType<typeof colleague>>;
  let bystander: Awaited<ReturnType<typeof colleague>>;
  let lenderId = "";
  let submissionId = "";

  beforeAll(async () => {
    owner = await lenderAccount("handover.owner@example.com", { companyName: "Handover Capital" });
    lenderId = owner.lender?.id ?? "";
    heir = await colleague("handover.heir@example.com", lenderId, owner.userId);
    bystander = await colleague("handover.bystander@example.com", lenderId, owner.userId);
    const { user } = await insertUser(ctx.db, {
      email: "handover.borrower@example.com",
      profile: { fullName: "Hal Borrower", userType: "borrower" },
    });
    const inquiry = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: user.id, customName: "Handover deal" },
      [{ lenderId }],
    );
    submissionId = inquiry.submissions[0]?.id ?? "";
  });

  test("a member cannot transfer: 403, nothing changes", async () => {
    const response = await makeOwner(bystander.client, heir.seatId);
    expect(response.statusCode).toBe(403);
    const [lender] = await ctx.db.select().from(lenders).where(eq(lenders.id, lenderId));
    expect(lender?.userId).toBe(owner.userId);
  });

  test("another team's seat and a missing one are 404; another team's owner gets 404", async () => {
    const other = await lenderAccount("handover.other@example.com", { companyName: "Other Co" });
    const outsider = await colleague(
      "handover.outsider@example.com",
      other.lender?.id ?? "",
      other.userId,
    );
    expect((await makeOwner(owner.client, outsider.seatId)).statusCode).toBe(404);
    expect((await makeOwner(owner.client, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(
      404,
    );
    expect((await makeOwner(other.client, heir.seatId)).statusCode).toBe(404);
  });

  test("a colleague removed meanwhile is 409 transfer_seat_removed", async () => {
    const gone = await colleague("handover.gone@example.com", lenderId, owner.userId);
    const removed = await owner.client.request({
      method: "DELETE",
      url: `/api/lender-workspace/team/members/${gone.seatId}`,
    });
    expect(removed.statusCode).toBe(204);
    const response = await makeOwner(owner.client, gone.seatId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("transfer_seat_removed");
  });

  test("a colleague whose account an admin rejected is 409 transfer_target_not_approved", async () => {
    const rejected = await colleague("handover.rejected@example.com", lenderId, owner.userId);
    await ctx.db
      .update(profiles)
      .set({ approvalStatus: "rejected" })
      .where(eq(profiles.id, rejected.userId));
    const response = await makeOwner(owner.client, rejected.seatId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("transfer_target_not_approved");
    await ctx.db.delete(lenderMembers).where(eq(lenderMembers.id, rejected.seatId));
  });

  test("the owner makes a colleague the owner: the record, the seats, the history and two mails", async () => {
    const response = await makeOwner(owner.client, heir.seatId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lenderName: "Handover Capital",
      newOwnerName: "handover.heir@example.com",
    });
    const [lender] = await ctx.db.select().from(lenders).where(eq(lenders.id, lenderId));
    expect(lender?.userId).toBe(heir.userId);
    const seats = (await activeSeats(lenderId)).map((seat) => seat.userId).sort();
    expect(seats).toEqual([owner.userId, bystander.userId].sort());
    const history = await ctx.db
      .select()
      .from(lenderHistory)
      .where(and(eq(lenderHistory.lenderId, lenderId), eq(lenderHistory.fieldName, "user_id")));
    expect(history).toEqual([
      expect.objectContaining({
        oldValue: owner.userId,
        newValue: heir.userId,
        changedBy: owner.userId,
      }),
    ]);
    const [received] = await ctx.mailsTo("handover.heir@example.com");
    expect(received?.subject).toBe("You now own Handover Capital on LenderLane");
    const [handedOver] = await ctx.mailsTo("handover.owner@example.com");
    expect(handedOver?.subject).toBe(
      "handover.heir@example.com now owns Handover Capital on LenderLane",
    );
  });

  test("the former owner is a member: answers leads, cannot edit the profile or the team", async () => {
    const workspace = (await owner.client.get("/api/lender-workspace")).json();
    expect(workspace.seatRole).toBe("member");
    expect(
      (await answer(owner.client, submissionId, { answer: "interested", note: "Still here" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await editProfile(owner.client, lenderId, "Edited by the former owner")).statusCode,
    ).toBe(403);
    expect((await owner.client.get("/api/lender-workspace/team")).statusCode).toBe(403);
    expect((await makeOwner(owner.client, bystander.seatId)).statusCode).toBe(403);
  });

  test("the new owner edits the profile and manages the seats", async () => {
    const workspace = (await heir.client.get("/api/lender-workspace")).json();
    expect(workspace.seatRole).toBe("owner");
    expect((await editProfile(heir.client, lenderId, "Edited by the new owner")).statusCode).toBe(
      200,
    );
    const team = (await heir.client.get("/api/lender-workspace/team")).json();
    expect(team.seats.map((seat: { userId: string; role: string }) => seat.role)).toEqual([
      "owner",
      "member",
      "member",
    ]);
    expect(team.seats[0].userId).toBe(heir.userId);
    const formerOwnerSeat = team.seats.find(
      (seat: { userId: string }) => seat.userId === owner.userId,
    );
    const removed = await heir.client.request({
      method: "DELETE",
      url: `/api/lender-workspace/team/members/${bystander.seatId}`,
    });
    expect(removed.statusCode).toBe(204);
    // And may hand it back to the former owner.
    const back = await makeOwner(heir.client, formerOwnerSeat.id);
    expect(back.statusCode).toBe(200);
    const [lender] = await ctx.db.select().from(lenders).where(eq(lenders.id, lenderId));
    expect(lender?.userId).toBe(owner.userId);
  });
});
