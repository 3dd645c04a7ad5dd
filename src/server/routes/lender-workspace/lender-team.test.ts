/**
 * Issue 31 team seats: the owner invites a colleague (mail in the outbox), the colleague
 * accepts with the invited email and works the lender's requests (answer, pipeline, who did
 * it), cannot edit the profile or manage the team; two teams never see each other's
 * requests, team or invitations; removing a member ends their access on the next request.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import { insertInquiryWithSubmissions, insertUser } from "../../db/factories";
import { lenderMembers, loanProducts, loanSubmissions, profiles } from "../../db/schema";
import { workspaceApi } from "../../test/lender-workspace-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { lenderAccount, answer } = workspaceApi(() => ctx);

async function tokenFromMail(email: string): Promise<string> {
  const [mail] = await ctx.mailsTo(email);
  const text = `${mail?.text ?? ""}`;
  const match = /team-invitation\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in the mail to ${email}`);
  return decodeURIComponent(match[1]);
}

const invite = (client: TestClient, email: string) =>
  client.post("/api/lender-workspace/team/invitations", { email });

describe("team seats", () => {
  let owner: Awaited<ReturnType<typeof lenderAccount>>;
  let rival: Awaited<ReturnType<typeof lenderAccount>>;
  let member: TestClient;
  let memberSeatId = "";
  let mineSubmission = "";
  let rivalSubmission = "";

  beforeAll(async () => {
    owner = await lenderAccount("team.owner@example.com", { companyName: "Team Capital" });
    rival = await lenderAccount("team.rival@example.com", { companyName: "Rival Team Funding" });
    const { user } = await insertUser(ctx.db, {
      email: "team.borrower@example.com",
      profile: { fullName: "Bea Borrower", userType: "borrower" },
    });
    const mine = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: user.id, customName: "Team deal" },
      [{ lenderId: owner.lender?.id ?? "" }],
    );
    const theirs = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: user.id, customName: "Rival deal" },
      [{ lenderId: rival.lender?.id ?? "" }],
    );
    mineSubmission = mine.submissions[0]?.id ?? "";
    rivalSubmission = theirs.submissions[0]?.id ?? "";
  });

  test("the owner invites by email: 201, the mail carries the accept link, the team lists it", async () => {
    const response = await invite(owner.client, " Colleague.One@Example.com ");
    expect(response.statusCode).toBe(201);
    expect(response.json().invitation.email).toBe("colleague.one@example.com");
    const team = (await owner.client.get("/api/lender-workspace/team")).json();
    expect(team.seats).toEqual([expect.objectContaining({ role: "owner" })]);
    expect(team.invitations).toEqual([
      expect.objectContaining({ email: "colleague.one@example.com", expired: false }),
    ]);
    expect((await invite(owner.client, "colleague.one@example.com")).json().error.code).toBe(
      "already_invited",
    );
    expect((await invite(owner.client, "team.owner@example.com")).json().error.code).toBe(
      "already_invited",
    );
  });

  test("the link reads without signing in; another account's email is refused", async () => {
    const token = await tokenFromMail("colleague.one@example.com");
    const link = await ctx.client().get(`/api/team-invitations?token=${encodeURIComponent(token)}`);
    expect(link.json()).toEqual({
      lenderName: "Team Capital",
      email: "colleague.one@example.com",
      open: true,
    });
    const stranger = await ctx.signedInClient("team.stranger@example.com");
    const refused = await stranger.post("/api/team-invitations/accept", { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("invitation_wrong_email");
  });

  test("the invitee signs up and accepts: a member seat, an approved lender account", async () => {
    const token = await tokenFromMail("colleague.one@example.com");
    member = await ctx.signedInClient("colleague.one@example.com", { fullName: "Cole League" });
    const accepted = await member.post("/api/team-invitations/accept", { token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ lenderName: "Team Capital", role: "member" });
    const again = await member.post("/api/team-invitations/accept", { token });
    expect(again.json().error.code).toBe("invitation_closed");
    const [profile] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "colleague.one@example.com"));
    expect(profile).toMatchObject({ userType: "lender", approvalStatus: "approved" });
    const team = (await owner.client.get("/api/lender-workspace/team")).json();
    expect(team.invitations).toEqual([]);
    const seat = team.seats.find((s: { role: string }) => s.role === "member");
    expect(seat).toMatchObject({ name: "Cole League", email: "colleague.one@example.com" });
    memberSeatId = seat.id;
  });

  test("the member sees the lender's requests only, answers one, and is named as who did it", async () => {
    const workspace = (await member.get("/api/lender-workspace")).json();
    expect(workspace.lender.companyName).toBe("Team Capital");
    expect(workspace.seatRole).toBe("member");
    const leads = (await member.get("/api/lender-workspace/inquiries")).json();
    expect(leads.items.map((lead: { submissionId: string }) => lead.submissionId)).toEqual([
      mineSubmission,
    ]);
    expect(
      (await answer(member, mineSubmission, { answer: "interested", note: "Hi" })).statusCode,
    ).toBe(200);
    const pipeline = await member.request({
      method: "PUT",
      url: `/api/lender-workspace/inquiries/${mineSubmission}/pipeline`,
      payload: { stage: "reviewing", notes: "Appraisal ordered." },
    });
    expect(pipeline.statusCode).toBe(200);
    const [lead] = (await owner.client.get("/api/lender-workspace/inquiries")).json().items;
    expect(lead).toMatchObject({
      answeredByName: "Cole League",
      pipelineUpdatedByName: "Cole League",
    });
    // Two teams: the rival's request is not found for the member; the rival sees none of ours.
    expect(
      (await answer(member, rivalSubmission, { answer: "interested", note: "x" })).statusCode,
    ).toBe(404);
    const rivalLeads = (await rival.client.get("/api/lender-workspace/inquiries")).json();
    expect(JSON.stringify(rivalLeads)).not.toContain("Cole League");
    expect(JSON.stringify(rivalLeads)).not.toContain(mineSubmission);
  });

  test("a member cannot edit the profile, invite, list or remove seats", async () => {
    const lenderId = owner.lender?.id ?? "";
    const products = await ctx.db
      .select()
      .from(loanProducts)
      .where(eq(loanProducts.lenderId, lenderId));
    const form = lenderFormDefaults(owner.lender as unknown as Record<string, unknown>, products);
    const edit = await member.request({
      method: "PUT",
      url: `/api/lender-workspace/lenders/${lenderId}`,
      payload: { ...form, description: "Edited by a member" },
    });
    expect(edit.statusCode).toBe(403);
    expect((await invite(member, "another@example.com")).statusCode).toBe(403);
    expect((await member.get("/api/lender-workspace/team")).statusCode).toBe(403);
    const remove = await member.request({
      method: "DELETE",
      url: `/api/lender-workspace/team/members/${memberSeatId}`,
    });
    // A seat the actor may not remove answers like a missing one (lib/authorize.ts).
    expect(remove.statusCode).toBe(404);
  });

  test("another team's owner cannot see, revoke or remove our seats", async () => {
    const team = (await rival.client.get("/api/lender-workspace/team")).json();
    expect(JSON.stringify(team)).not.toContain("colleague.one@example.com");
    const remove = await rival.client.request({
      method: "DELETE",
      url: `/api/lender-workspace/team/members/${memberSeatId}`,
    });
    expect(remove.statusCode).toBe(404);
    await invite(owner.client, "colleague.two@example.com");
    const pending = (await owner.client.get("/api/lender-workspace/team")).json().invitations[0];
    const revokeByRival = await rival.client.request({
      method: "DELETE",
      url: `/api/lender-workspace/team/invitations/${pending.id}`,
    });
    expect(revokeByRival.statusCode).toBe(404);
    const revoke = await owner.client.request({
      method: "DELETE",
      url: `/api/lender-workspace/team/invitations/${pending.id}`,
    });
    expect(revoke.statusCode).toBe(204);
    const token = await tokenFromMail("colleague.two@example.com");
    const link = await ctx.client().get(`/api/team-invitations?token=${encodeURIComponent(token)}`);
    expect(link.json().open).toBe(false);
  });

  test("a borrower with loan requests cannot take a seat; one without can", async () => {
    await invite(owner.client, "team.borrower@example.com");
    const borrower = await ctx.signedInClient("team.borrower@example.com");
    const token = await tokenFromMail("team.borrower@example.com");
    const refused = await borrower.post("/api/team-invitations/accept", { token });
    expect(refused.json().error.code).toBe("invitation_borrower_requests");
  });

  test("removing the member ends their access on their next request", async () => {
    const removed = await owner.client.request({
      method: "DELETE",
      url: `/api/lender-workspace/team/members/${memberSeatId}`,
    });
    expect(removed.statusCode).toBe(204);
    const leads = (await member.get("/api/lender-workspace/inquiries")).json();
    expect(leads.items).toEqual([]);
    expect(
      (
        await answer(member, mineSubmission, {
          answer: "declined",
          declineReason: "other",
          declineReasonText: "x",
        })
      ).statusCode,
    ).toBe(404);
    const [seat] = await ctx.db
      .select()
      .from(lenderMembers)
      .where(eq(lenderMembers.id, memberSeatId));
    expect(seat?.removedAt).not.toBeNull();
    const [submission] = await ctx.db
      .select()
      .from(loanSubmissions)
      .where(eq(loanSubmissions.id, mineSubmission));
    expect(submission?.lenderAnswer).toBe("interested");
  });

  test("a team holds 10 seats, open invitations included", async () => {
    // Owner + 0 members (removed) + 1 open invitation (team.borrower): 8 more fit.
    for (let n = 0; n < 8; n += 1) {
      expect((await invite(owner.client, `seat.${n}@example.com`)).statusCode).toBe(201);
    }
    const full = await invite(owner.client, "seat.full@example.com");
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe("team_full");
  });

  test("a team sends at most 20 invitations an hour, revoked ones included", async () => {
    const sender = await lenderAccount("team.limit@example.com", { companyName: "Limit Team" });
    for (let n = 0; n < 20; n += 1) {
      const sent = await invite(sender.client, `limit.${n}@example.com`);
      expect(sent.statusCode, sent.body).toBe(201);
      const revoked = await sender.client.request({
        method: "DELETE",
        url: `/api/lender-workspace/team/invitations/${sent.json().invitation.id}`,
      });
      expect(revoked.statusCode, revoked.body).toBeLessThan(300);
    }
    const refused = await invite(sender.client, "limit.20@example.com");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: "too_many_invitations" });
    expect(await ctx.mailsTo("limit.20@example.com")).toEqual([]);
  });
});
