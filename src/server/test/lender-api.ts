/** Shared set-up of the lender API tests: insert lenders, search, read the names. */
import { expect } from "vitest";
import type { LenderSearchResponse } from "@/domain/lenders/lender-dto";
import { insertLenderWithProducts, type LenderOverrides, type ProductSpec } from "../db/factories";
import type { TestClient, TestContext } from "./test-app";

export function lenderApi(context: () => TestContext) {
  const lender = (
    overrides: LenderOverrides,
    products: readonly ProductSpec[] = ["fix_and_flip"],
  ) => insertLenderWithProducts(context().db, overrides, products);

  async function search(query: Record<string, string> = {}, client?: TestClient) {
    const response = await (client ?? context().client()).request({
      method: "GET",
      url: "/api/lenders",
      query,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json() as LenderSearchResponse, headers: response.headers };
  }

  const names = async (query: Record<string, string> = {}) =>
    (await search(query)).body.items.map((item) => item.lender.companyName);

  return { lender, search, names };
}
