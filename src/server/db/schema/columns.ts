import { numeric, timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at; a trigger (migration 0001) keeps updated_at current on every UPDATE. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Whole-currency amounts (up to $999 billion, cents kept), read as JS numbers. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });
/** Percentages such as LTV or rates, read as JS numbers. */
export const percent = (name: string) => numeric(name, { precision: 7, scale: 3, mode: "number" });
