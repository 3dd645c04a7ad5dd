/**
 * Demo data for an empty database: the lender catalogue and, outside production, the demo
 * accounts with their loan requests. Everything is written in one transaction, so a failure
 * leaves the database as it was.
 */
import type { Auth } from "../../auth/auth";
import { insertAuthenticator, sealAuthenticator } from "../../auth/authenticator";
import { refreshResponseStats } from "../../services/lenders/refresh-response-stats";
import type { Database } from "../client";
import { insertLenders, insertLoanProducts } from "../factories";
import { lenders, users } from "../schema";
import { buildDemoCatalogue } from "./catalogue";
import {
  DEMO_ADMIN_BACKUP_CODES,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_TOTP_SECRET,
  hashDemoPasswords,
  insertDemoAccounts,
} from "./demo-accounts";
import { insertDemoAudit } from "./demo-audit";
import { insertDemoInquiries } from "./demo-inquiries";
import { insertDemoOffers } from "./demo-offers";
import { insertDemoPipeline } from "./demo-pipeline";
import { insertDemoPrivacy } from "./demo-privacy";
import { insertDemoResponseHistories } from "./demo-response-histories";
import { insertDemoReviews } from "./demo-reviews";
import { insertDemoSavedSearches } from "./demo-saved-searches";
import { insertDemoTeam } from "./demo-team";
import { insertDemoVerifications } from "./demo-verifications";

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  formatDemoAccounts,
  hasDemoAccounts,
} from "./demo-accounts";

/** True when the database has neither lenders nor users (a fresh install). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [lender] = await db.select({ id: lenders.id }).from(lenders).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !lender && !user;
}

export async function seedDemoData(options: {
  db: Database;
  auth: Auth;
  withAccounts: boolean;
  now?: Date;
}): Promise<{ lenders: number; products: number; accounts: number }> {
  const { db, auth, withAccounts } = options;
  const now = options.now ?? new Date();
  const catalogue = buildDemoCatalogue(now);
  // Hashing is slow; do it before the transaction so the transaction stays short. Inside it,
  // only `tx` is used: PGlite has a single connection and `db` would wait on the transaction.
  const hashes = withAccounts ? await hashDemoPasswords(auth) : null;
  // The demo admin's authenticator (issue 33), encrypted with this server's auth secret.
  const authenticator = withAccounts
    ? await sealAuthenticator(auth, DEMO_ADMIN_TOTP_SECRET, DEMO_ADMIN_BACKUP_CODES)
    : null;
  return db.transaction(async (tx) => {
    const inserted = await insertLenders(
      tx,
      catalogue.map((built) => built.lender),
    );
    const products = catalogue.flatMap((built, index) => {
      const lender = inserted[index];
      if (!lender) throw new Error("Catalogue lender missing after insert");
      return built.products(lender.id);
    });
    await insertLoanProducts(tx, products);
    let accounts = 0;
    if (hashes) {
      const ids = await insertDemoAccounts(tx, hashes, now);
      const adminId = ids.get(DEMO_ADMIN_EMAIL);
      if (!adminId || !authenticator) throw new Error("Demo admin missing");
      await insertAuthenticator(tx, adminId, authenticator);
      const borrowerId = ids.get("borrower@example.com");
      if (!borrowerId) throw new Error("Demo borrower missing");
      await insertDemoInquiries(tx, { id: borrowerId, email: "borrower@example.com" }, now);
      await insertDemoOffers(tx, borrowerId, now);
      await insertDemoPipeline(tx);
      await insertDemoTeam(tx, ids, now);
      await insertDemoAudit(tx, ids, now);
      await insertDemoSavedSearches(tx, borrowerId, now);
      await insertDemoReviews(tx, borrowerId, now);
      await insertDemoVerifications(tx, now);
      await insertDemoPrivacy(tx, ids, now);
      // Issue 35: answer histories, and the response times computed from them.
      await insertDemoResponseHistories(tx, now);
      await refreshResponseStats(tx, now);
      accounts = ids.size;
    }
    return { lenders: inserted.length, products: products.length, accounts };
  });
}
