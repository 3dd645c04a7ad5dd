/**
 * The demo borrower's saved searches (issue 32), so the dashboard lists some and the alert
 * shows in /dev/mail on a fresh demo: 'Texas flips' (daily) has never been checked (version
 * 0), so the first alert round after start-up mails the Texas fix-and-flip lenders as new;
 * 'Ohio rentals' (weekly) is paused, and is checked at the seeded catalogue's version.
 */
import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { catalogueVersion, savedSearches } from "../schema";

export async function insertDemoSavedSearches(tx: Executor, borrowerId: string, now: Date) {
  const [row] = await tx
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, true));
  // A day apart: the dashboard lists searches oldest first, and equal times would leave the
  // order to the random ids.
  const created = new Date(now.getTime() - 3 * 86_400_000);
  const createdLater = new Date(now.getTime() - 2 * 86_400_000);
  await tx.insert(savedSearches).values([
    {
      borrowerId,
      name: "Texas flips",
      frequency: "daily",
      query: { loanType: "fix_and_flip", location: "TX", loanAmount: "250000", sortBy: "rating" },
      checkedVersion: 0,
      createdAt: created,
      updatedAt: created,
    },
    {
      borrowerId,
      name: "Ohio rentals",
      frequency: "weekly",
      paused: true,
      query: { loanType: "rental_property", location: "OH", sortBy: "most-relevant" },
      checkedVersion: row?.version ?? 0,
      createdAt: createdLater,
      updatedAt: createdLater,
    },
  ]);
}
