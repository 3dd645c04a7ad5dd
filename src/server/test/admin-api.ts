/** Shared set-up of the admin API tests: an admin client and requests of any method. */
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { adminAudit, users } from "../db/schema";
import type { TestClient, TestContext } from "./test-app";

export function send(
  client: TestClient,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return client.request({ method, url, payload: payload as InjectOptions["payload"] });
}

/** A signed-in admin and its user id. */
export async function adminClient(ctx: TestContext, email: string) {
  const client = await ctx.signedInClient(email, { userType: "admin" });
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return { client, userId: user.id };
}

/** The audit rows of one target, newest first. */
export async function auditOf(ctx: TestContext, targetId: string) {
  const rows = await ctx.db.select().from(adminAudit).where(eq(adminAudit.targetId, targetId));
  return rows.sort((a, b) => b.at.getTime() - a.at.getTime());
}
