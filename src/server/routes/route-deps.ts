/**
 * What route plugins may receive (docs/decisions/route-dependencies.md): app.ts passes each
 * route plugin exactly the dependencies it declares, as plugin options typed
 * `Pick<RouteDeps, ...>`. No route reaches for a decorated global.
 */
import type { Auth } from "../auth/auth";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import type { FileStorage } from "../storage/file-storage";

export interface RouteDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  catalogue: CatalogueCache;
  baseUrl: string;
  supportEmail: string;
  /** Abuse limits' counters (src/server/rate-limit), shared with the auth hooks. */
  rateLimits: RateLimitStore;
  /** Uploaded files (issue 35): PostgreSQL's stored_files by default (src/server/storage). */
  storage: FileStorage;
}
