/**
 * The chaos database's contents: migrations and demo data through the project's own commands
 * (npm run db:migrate, npm run db:seed, demo accounts included), then what the load needs: the
 * two lenders every request goes to, lenders to edit, and pending lender accounts to approve.
 */
import { execFileSync } from "node:child_process";
import { and, asc, eq, notInArray } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { insertUser } from "../../src/server/db/factories";
import { lenders } from "../../src/server/db/schema";
import { DEMO_LENDER_SLUG, SECOND_DEMO_LENDER_SLUG } from "../../src/server/db/seed/demo-accounts";

export function migrateAndSeed(databaseUrl: string): void {
  const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "development" };
  execFileSync("npm", ["run", "--silent", "db:migrate"], { stdio: "inherit", env });
  execFileSync("npm", ["run", "--silent", "db:seed"], { stdio: "inherit", env });
}

export interface Fixtures {
  submissionLenderIds: [string, string];
  editedLenderIds: string[];
  pendingUserIds: string[];
}

export async function createFixtures(
  databaseUrl: string,
  runId: string,
  pendingCount: number,
): Promise<Fixtures> {
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 2 });
  try {
    const { db } = handle;
    const bySlug = async (slug: string) => {
      const [row] = await db.select({ id: lenders.id }).from(lenders).where(eq(lenders.slug, slug));
      if (!row) throw new Error(`Seeded lender ${slug} is missing`);
      return row.id;
    };
    const first = await bySlug(DEMO_LENDER_SLUG);
    const second = await bySlug(SECOND_DEMO_LENDER_SLUG);
    const edited = await db
      .select({ id: lenders.id })
      .from(lenders)
      .where(and(eq(lenders.isActive, true), notInArray(lenders.id, [first, second])))
      .orderBy(asc(lenders.slug))
      .limit(12);
    const pendingUserIds: string[] = [];
    for (let i = 1; i <= pendingCount; i++) {
      const { user } = await insertUser(db, {
        email: `chaos-pending-${runId}-${i}@example.com`,
        profile: {
          userType: "lender",
          approvalStatus: "pending",
          fullName: `Pending Lender ${i}`,
          companyName: `Chaos Pending ${i}`,
        },
      });
      pendingUserIds.push(user.id);
    }
    return {
      submissionLenderIds: [first, second],
      editedLenderIds: edited.map((row) => row.id),
      pendingUserIds,
    };
  } finally {
    await handle.close();
  }
}
