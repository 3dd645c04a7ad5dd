/**
 * Every admin route lives in this one encapsulated plugin, registered under /api/admin. Its
 * onRequest hook requires the admin role (spec 6) before anything else runs: 401 for a
 * visitor, 403 for any other role. A route file added to ADMIN_ROUTES is guarded without
 * doing anything; no admin route can be added unguarded (the fastify "autohooks" idea).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireAdmin } from "../../plugins/guards";
import adminOfferRoutes from "../offers/admin-offer-routes";
import type { RouteDeps } from "../route-deps";
import auditRoutes from "./audit-routes";
import exportRoutes from "./export-routes";
import { lenderHistoryRoutes, productHistoryRoutes } from "./field-history-routes";
import lendersRoutes from "./lenders-routes";
import loanRequestsRoutes from "./loan-requests-routes";
import overviewRoutes from "./overview-routes";
import privacyRoutes from "./privacy-routes";
import reviewsRoutes from "./reviews-routes";
import usersRoutes from "./users-routes";
import verificationRoutes from "./verification-routes";

export type AdminRouteDeps = Pick<
  RouteDeps,
  "db" | "mailer" | "baseUrl" | "supportEmail" | "storage"
> & {
  /** The secret of signed links in mails (unsubscribe; the auth secret). */
  linkSecret: () => Promise<string>;
};

export type AdminRoutePlugin = FastifyPluginAsyncZod<AdminRouteDeps>;

/** The admin route files, each registered inside the guarded scope. */
export const ADMIN_ROUTES: readonly AdminRoutePlugin[] = [
  overviewRoutes,
  lendersRoutes,
  lenderHistoryRoutes,
  productHistoryRoutes,
  loanRequestsRoutes,
  usersRoutes,
  auditRoutes,
  // Issue 15 (h15a): a loan request's offers, read-only.
  adminOfferRoutes,
  // Issue 35: the review moderation queue.
  reviewsRoutes,
  // Issue 35: lender verification's review queue.
  verificationRoutes,
  // Issue 31: CSV downloads.
  exportRoutes,
  // Issue 33: requests to know and to delete.
  privacyRoutes,
];

export interface AdminPluginOptions extends AdminRouteDeps {
  /** The route files to register (ADMIN_ROUTES; tests add a probe). */
  routes?: readonly AdminRoutePlugin[];
}

const adminRoutes: FastifyPluginAsyncZod<AdminPluginOptions> = async (app, options) => {
  app.addHook("onRequest", requireAdmin);
  // Only the dependencies: the options also hold Fastify's own (prefix), not to be applied twice.
  const deps: AdminRouteDeps = {
    db: options.db,
    mailer: options.mailer,
    baseUrl: options.baseUrl,
    supportEmail: options.supportEmail,
    storage: options.storage,
    linkSecret: options.linkSecret,
  };
  for (const routesPlugin of options.routes ?? ADMIN_ROUTES) await app.register(routesPlugin, deps);
};

export default adminRoutes;
