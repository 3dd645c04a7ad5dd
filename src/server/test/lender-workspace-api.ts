/** Shared set-up of the lender workspace API tests: lender accounts with their records. */
import { eq } from "drizzle-orm";
import type { LenderFormInput } from "@/domain/lenders/lender-form";
import { lenderFormDefaults } from "@/domain/lenders/lender-form-submit";
import type { ApprovalStatus } from "@/domain/reference/statuses";
import { insertLenderWithProducts, type ProductSpec } from "../db/factories";
import { loanProducts, users } from "../db/schema";
import type { TestClient, TestContext } from "./test-app";

export function workspaceApi(context: () => TestContext) {
  /** A lender account (signed in) and, unless `record: false`, the lender record it manages. */
  async function lenderAccount(
    email: string,
    options: {
      status?: ApprovalStatus;
      companyName?: string;
      products?: readonly ProductSpec[];
      record?: boolean;
    } = {},
  ) {
    const ctx = context();
    const client = await ctx.signedInClient(email, {
      userType: "lender",
      approvalStatus: options.status ?? "approved",
      companyName: options.companyName ?? "Test Lending",
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    if (options.record === false) return { client, userId: user.id, lender: null, products: [] };
    const { lender, products } = await insertLenderWithProducts(
      ctx.db,
      { companyName: options.companyName ?? `Lending of ${email}`, userId: user.id },
      options.products ?? ["fix_and_flip", "bridge"],
    );
    return { client, userId: user.id, lender, products };
  }

  /** The form values as the Edit Profile tab loads them for a stored lender. */
  async function formOf(lenderId: string, lender: Record<string, unknown>) {
    const products = await context()
      .db.select()
      .from(loanProducts)
      .where(eq(loanProducts.lenderId, lenderId));
    return lenderFormDefaults(lender, products) as LenderFormInput & Record<string, unknown>;
  }

  const put = (client: TestClient, lenderId: string, payload: unknown) =>
    client.request({
      method: "PUT",
      url: `/api/lender-workspace/lenders/${lenderId}`,
      payload: payload as object,
    });

  const answer = (client: TestClient, submissionId: string, payload: unknown) =>
    client.post(`/api/lender-workspace/inquiries/${submissionId}/answer`, payload);

  return { lenderAccount, formOf, put, answer };
}
