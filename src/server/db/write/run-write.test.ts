import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, type Mock, test, vi } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../client";
import { buildLender, insertLender, insertUser } from "../factories";
import { lenderHistory, lenders, loanProductHistory, loanProducts } from "../schema";
import { runWrite } from "./run-write";

let handle: DatabaseHandle;
let adminId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  ({
    user: { id: adminId },
  } = await insertUser(handle.db, {
    email: "write.admin@example.com",
    profile: { userType: "admin" },
  }));
});
afterAll(() => handle.close());

const historyOf = (lenderId: string) =>
  handle.db
    .select()
    .from(lenderHistory)
    .where(eq(lenderHistory.lenderId, lenderId))
    .orderBy(asc(lenderHistory.fieldName));

describe("runWrite", () => {
  let mail: Mock<() => Promise<void>>;
  beforeEach(() => {
    mail = vi.fn(async () => {});
  });

  test("a failure mid-write leaves nothing written and sends no mail", async () => {
    const values = buildLender({ companyName: "Rolled Back Lending" });
    const failure = runWrite(handle.db, async (w) => {
      const [lender] = await w.tx.insert(lenders).values(values).returning();
      if (!lender) throw new Error("no row");
      await w.recordChanges({
        entity: "lender",
        id: lender.id,
        before: null,
        after: values,
        changedBy: adminId,
      });
      await w.tx
        .insert(loanProducts)
        .values({ lenderId: lender.id, productType: "bridge", minimumFico: 700 });
      w.afterCommit(mail);
      // The second product of the same type breaks the unique (lender, type) constraint.
      await w.tx.insert(loanProducts).values({ lenderId: lender.id, productType: "bridge" });
    });
    await expect(failure).rejects.toThrow();
    expect(await handle.db.select().from(lenders).where(eq(lenders.slug, values.slug))).toEqual([]);
    expect(await handle.db.select().from(lenderHistory)).toEqual([]);
    expect(await handle.db.select().from(loanProducts)).toEqual([]);
    expect(mail).not.toHaveBeenCalled();
  });

  test("an error thrown by the callback itself rolls back too", async () => {
    const lender = await insertLender(handle.db, { companyName: "Untouched Capital" });
    await expect(
      runWrite(handle.db, async (w) => {
        await w.tx
          .update(lenders)
          .set({ phone: "(512) 555-0199" })
          .where(eq(lenders.id, lender.id));
        await w.recordChanges({
          entity: "lender",
          id: lender.id,
          before: lender,
          after: { phone: "(512) 555-0199" },
          changedBy: adminId,
        });
        w.afterCommit(mail);
        throw new Error("business rule says no");
      }),
    ).rejects.toThrow("business rule says no");
    const [after] = await handle.db.select().from(lenders).where(eq(lenders.id, lender.id));
    expect(after?.phone).toBe(lender.phone);
    expect(await historyOf(lender.id)).toEqual([]);
    expect(mail).not.toHaveBeenCalled();
  });

  test("a successful write records the changed fields and runs after-commit once, after the commit", async () => {
    const lender = await insertLender(handle.db, {
      companyName: "Recorded Lending",
      yearsInBusiness: 8,
      reviewScore: 4.5,
    });
    let committedPhoneSeenByEffect: string | null | undefined;
    const result = await runWrite(handle.db, async (w) => {
      const after = {
        phone: "(512) 555-0142",
        yearsInBusiness: 9,
        reviewScore: 4.5, // unchanged: no history row
        companyName: "Recorded Lending", // unchanged
      };
      await w.tx.update(lenders).set(after).where(eq(lenders.id, lender.id));
      const written = await w.recordChanges({
        entity: "lender",
        id: lender.id,
        before: lender,
        after,
        changedBy: adminId,
        notes: "Call with the lender",
      });
      w.afterCommit(async () => {
        // Read outside the transaction: only a committed write is visible here.
        const [row] = await handle.db.select().from(lenders).where(eq(lenders.id, lender.id));
        committedPhoneSeenByEffect = row?.phone;
        await mail();
      });
      return written;
    });
    expect(result).toBe(2);
    expect(mail).toHaveBeenCalledTimes(1);
    expect(committedPhoneSeenByEffect).toBe("(512) 555-0142");
    const rows = await historyOf(lender.id);
    expect(
      rows.map(({ fieldName, oldValue, newValue, changeType, notes, changedBy }) => ({
        fieldName,
        oldValue,
        newValue,
        changeType,
        notes,
        changedBy,
      })),
    ).toEqual([
      {
        fieldName: "phone",
        oldValue: "(512) 555-0100",
        newValue: "(512) 555-0142",
        changeType: "update",
        notes: "Call with the lender",
        changedBy: adminId,
      },
      {
        fieldName: "years_in_business",
        oldValue: "8",
        newValue: "9",
        changeType: "update",
        notes: "Call with the lender",
        changedBy: adminId,
      },
    ]);
  });

  test("unchanged fields produce no history rows and a change made by the system has no author", async () => {
    const lender = await insertLender(handle.db, { companyName: "Steady Lending" });
    const written = await runWrite(handle.db, (w) =>
      w.recordChanges({
        entity: "lender",
        id: lender.id,
        before: lender,
        after: { companyName: lender.companyName, state: lender.state, updatedAt: new Date() },
        changedBy: null,
      }),
    );
    expect(written).toBe(0);
    expect(await historyOf(lender.id)).toEqual([]);

    await runWrite(handle.db, (w) =>
      w.recordChanges({
        entity: "lender",
        id: lender.id,
        before: lender,
        after: { acceptingLeads: false },
        changedBy: null,
      }),
    );
    const [row] = await historyOf(lender.id);
    expect(row).toMatchObject({
      fieldName: "accepting_leads",
      oldValue: "true",
      newValue: "false",
      changedBy: null,
    });
  });

  test("a new row's given fields are 'insert' entries; loan products get their own history", async () => {
    const lender = await insertLender(handle.db, { companyName: "Product Lending" });
    const { id: productId, changes } = await runWrite(handle.db, async (w) => {
      const values = {
        lenderId: lender.id,
        productType: "land" as const,
        collateralTypes: ["Land", "Unknown"],
        minimumFico: null,
        lastUpdated: "2026-11-01",
      };
      const [product] = await w.tx.insert(loanProducts).values(values).returning();
      if (!product) throw new Error("no row");
      const changes = await w.recordChanges({
        entity: "loan_product",
        id: product.id,
        before: null,
        after: values,
        changedBy: adminId,
      });
      return { id: product.id, changes };
    });
    // lenderId is bookkeeping and a null field has nothing to record.
    expect(changes).toBe(3);
    const rows = await handle.db
      .select()
      .from(loanProductHistory)
      .where(eq(loanProductHistory.loanProductId, productId))
      .orderBy(asc(loanProductHistory.fieldName));
    expect(rows.map((r) => [r.fieldName, r.oldValue, r.newValue, r.changeType])).toEqual([
      ["collateral_types", null, "Land, Unknown", "insert"],
      ["last_updated", null, "2026-11-01", "insert"],
      ["product_type", null, "land", "insert"],
    ]);
  });

  test("after-commit effects run in the order added; a failing one is reported, not thrown", async () => {
    const order: string[] = [];
    const reported: unknown[] = [];
    const result = await runWrite(
      handle.db,
      async (w) => {
        w.afterCommit(() => order.push("first"));
        w.afterCommit(() => {
          throw new Error("smtp down");
        });
        w.afterCommit(async () => {
          order.push("third");
        });
        return "committed";
      },
      { onEffectError: (error) => reported.push(error) },
    );
    expect(result).toBe("committed");
    expect(order).toEqual(["first", "third"]);
    expect(reported).toHaveLength(1);
    expect(String(reported[0])).toContain("smtp down");
  });

  test("cannot be nested (the inner effects would run before the outer commit)", async () => {
    await expect(
      runWrite(handle.db, async (w) => {
        await runWrite(w.tx, async () => {});
      }),
    ).rejects.toThrow("cannot be nested");
  });

  test("afterCommit cannot be added once the write has finished", async () => {
    let late: (() => void) | undefined;
    await runWrite(handle.db, async (w) => {
      late = () => w.afterCommit(mail);
    });
    expect(late).toThrow("after the write finished");
    expect(mail).not.toHaveBeenCalled();
  });

  test("a field that is not a column is a programming error", async () => {
    const lender = await insertLender(handle.db, { companyName: "Typo Lending" });
    await expect(
      runWrite(handle.db, (w) =>
        w.recordChanges({
          entity: "lender",
          id: lender.id,
          before: lender,
          after: { notAColumn: 1 } as never,
          changedBy: null,
        }),
      ),
    ).rejects.toThrow("lender has no field 'notAColumn'");
  });
});
