/**
 * Account routes beyond better-auth's own (/api/auth/*): profile edit, onboarding, password
 * change or add, and linking earlier anonymous requests. Filled in by the accounts issue.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";

const accountRoutes: FastifyPluginAsyncZod<{ auth: Auth; db: Database }> = async () => {};

export default accountRoutes;
