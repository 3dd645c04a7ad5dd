import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { historyChangeTypeEnum } from "./enums";
import { lenders, loanProducts } from "./lenders";

const historyColumns = {
  id: uuid("id").primaryKey().defaultRandom(),
  fieldName: text("field_name").notNull(),
  oldValue: text("old_value"),
  newValue: text("new_value"),
  changeType: historyChangeTypeEnum("change_type").notNull().default("update"),
  notes: text("notes"),
  /** Who made the change; null shows as 'System' (spec 3 'History entries'). */
  changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

export const lenderHistory = pgTable(
  "lender_history",
  {
    ...historyColumns,
    lenderId: uuid("lender_id")
      .notNull()
      .references(() => lenders.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("lender_history_field_idx").on(table.lenderId, table.fieldName, table.changedAt.desc()),
  ],
);

export const loanProductHistory = pgTable(
  "loan_product_history",
  {
    ...historyColumns,
    loanProductId: uuid("loan_product_id")
      .notNull()
      .references(() => loanProducts.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("loan_product_history_field_idx").on(
      table.loanProductId,
      table.fieldName,
      table.changedAt.desc(),
    ),
  ],
);
