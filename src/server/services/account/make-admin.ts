import { and, eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth";
import type { Database } from "../../db/client";
import { accounts, profiles, users } from "../../db/schema";
import { runWrite } from "../../db/write";

export interface MakeAdminOptions {
  db: Database;
  auth: Auth;
  email: string;
  password?: string | undefined;
}

/** Makes the account with this email an admin, creating a verified account when there is none. */
export async function makeAdmin({ db, auth, email, password }: MakeAdminOptions) {
  const normalized = email.trim().toLowerCase();
  // Hash before the transaction: PGlite has one connection, and hashing is slow CPU work.
  const hash = password ? await (await auth.$context).password.hash(password) : null;
  return runWrite(db, async ({ tx }) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, normalized));
    let userId = existing?.id;
    if (!userId) {
      const [created] = await tx
        .insert(users)
        .values({ email: normalized, name: "", emailVerified: true })
        .returning({ id: users.id });
      if (!created) throw new Error("Could not create the admin user");
      userId = created.id;
    }
    if (hash) {
      const [credential] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      if (credential) {
        await tx.update(accounts).set({ password: hash }).where(eq(accounts.id, credential.id));
      } else {
        await tx
          .insert(accounts)
          .values({ userId, accountId: userId, providerId: "credential", password: hash });
      }
    }
    await tx
      .update(profiles)
      .set({ userType: "admin", approvalStatus: null })
      .where(eq(profiles.id, userId));
    return { userId, created: !existing };
  });
}
