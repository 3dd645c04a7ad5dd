/**
 * From lender form values to database writes (spec 4 'Lender form', spec 5 'Lender form'):
 * the slug, the state field, 'Lender provided' sources for non-admins, last_updated (a date
 * typed in the form is kept, otherwise today; issue 28), which products to create, update or delete, change
 * detection against the loaded snapshot, and the single-field edit checks.
 */
import { toDateOnly } from "../reference/dates";
import { LENDER_PROVIDED_SOURCE } from "../reference/limits";
import { isLoanType, LOAN_TYPES, type LoanType } from "../reference/loan-types";
import { isUnknownCollateral } from "../reference/property-types";
import {
  lenderStateFromSelection,
  selectionFromLenderState,
  toStoredLenderState,
} from "../reference/us-states";
import { lenderTimeZone } from "../reference/us-time-zones";
import { TOASTS, type ToastMessage } from "../site/toast-messages";
import {
  type LenderFormInput,
  type LenderFormValues,
  type LoanProductFormValues,
  lenderFormSchema,
  loanProductFormSchema,
} from "./lender-form";
import { resolveLenderSlug } from "./slug";

export const DELETE_LENDER_CONFIRM = "Are you sure you want to delete this lender?";
export const DELETE_HISTORY_CONFIRM = "Are you sure you want to delete this history entry?";
export const PRODUCTS_SAVED_ON_SUBMIT_NOTICE =
  "Loan product changes will be saved when you submit the form.";

export type ProductWrite = Omit<LoanProductFormValues, "enabled"> & {
  productType: LoanType;
  isActive: true;
};

export interface LenderSubmission {
  lender: Omit<
    LenderFormValues,
    "states" | "preferNotToShare" | "products" | "slug" | "isActive"
  > & {
    slug: string;
    /** The stored list (lenders.state): names, ['Unknown'], or null. */
    state: string[] | null;
    /** Present only for admins: the Active switch is admin-only. */
    isActive?: boolean;
  };
  /** One per enabled product type, in loan type order. */
  products: ProductWrite[];
}

/** The enabled product types of the form, in loan type order. */
export function enabledProductTypes(values: Pick<LenderFormValues, "products">): LoanType[] {
  return LOAN_TYPES.filter((type) => values.products[type]?.enabled === true);
}

/**
 * Build the writes for a submit. Non-admins get 'Lender provided' as states_source_url and as
 * every enabled product's source_url; admins keep their values (or null). An enabled product's
 * last_updated is the date typed in the form when it differs from the stored one (`storedDates`,
 * by product type; a new product has none), otherwise `today` (date only): spec 4 sets today on
 * submit, but a lender's own date was silently overwritten (issue 28, item 11).
 */
export function prepareLenderSubmission(
  values: LenderFormValues,
  options: {
    isAdmin: boolean;
    today: Date;
    currentSlug?: string;
    storedDates?: Partial<Record<LoanType, string | null>>;
  },
): LenderSubmission {
  const { states, preferNotToShare, products, slug, isActive, ...fields } = values;
  const lender: LenderSubmission["lender"] = {
    ...fields,
    slug: resolveLenderSlug(slug, values.companyName, options.currentSlug),
    state: toStoredLenderState(lenderStateFromSelection(states, preferNotToShare)),
    statesSourceUrl: options.isAdmin ? values.statesSourceUrl : LENDER_PROVIDED_SOURCE,
  };
  if (options.isAdmin) lender.isActive = isActive;
  const today = toDateOnly(options.today);
  const writes = enabledProductTypes(values).map((productType): ProductWrite => {
    const { enabled: _enabled, ...product } = products[productType] as LoanProductFormValues;
    return {
      ...product,
      productType,
      isActive: true,
      sourceUrl: options.isAdmin ? product.sourceUrl : LENDER_PROVIDED_SOURCE,
      // 'Unknown' collateral is an admin's answer (spec 2), never a lender's.
      collateralTypes: options.isAdmin
        ? product.collateralTypes
        : product.collateralTypes.filter((type) => !isUnknownCollateral(type)),
      lastUpdated: typedDate(product.lastUpdated, options.storedDates?.[productType]) ?? today,
    };
  });
  return { lender, products: writes };
}

/** The form's date when the user typed one (it differs from the stored date), else null. */
function typedDate(formDate: string | null, stored: string | null | undefined): string | null {
  return formDate && formDate !== (stored ?? null) ? formDate : null;
}

export interface ProductWritePlan {
  create: LoanType[];
  update: { id: string; productType: LoanType }[];
  /** Ids of stored products whose switch is off. */
  remove: string[];
}

/**
 * What to write on update (spec 4): on with no stored product → create; on with a stored
 * product → update; off with a stored product → delete. Stored products of a type the form
 * has no switch for (e.g. 'others') are left alone.
 */
export function planProductWrites(
  stored: readonly { id: string; productType: string }[],
  enabled: readonly LoanType[],
): ProductWritePlan {
  const plan: ProductWritePlan = { create: [], update: [], remove: [] };
  for (const type of enabled) {
    const existing = stored.find((p) => p.productType === type);
    if (existing) plan.update.push({ id: existing.id, productType: type });
    else plan.create.push(type);
  }
  for (const product of stored) {
    if (isLoanType(product.productType) && !enabled.includes(product.productType)) {
      plan.remove.push(product.id);
    }
  }
  return plan;
}

function productsKey(products: LenderFormValues["products"]): string {
  return JSON.stringify(
    LOAN_TYPES.map((type) => {
      const product = products[type];
      return product?.enabled ? [type, product] : [type, null];
    }),
  );
}

/** Whether the products differ from the snapshot loaded with the form (spec 4). */
export function hasProductChanges(
  snapshot: LenderFormValues["products"],
  current: LenderFormValues["products"],
): boolean {
  return productsKey(snapshot) !== productsKey(current);
}

function comparable(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(value).trim();
  const n = Number(text);
  return text !== "" && Number.isFinite(n) ? String(n) : text;
}

/** Single-field edit: the 'No Changes' toast when the new value equals the current one. */
export function checkFieldEdit(current: unknown, next: unknown): ToastMessage | null {
  return comparable(current) === comparable(next) ? TOASTS.noChanges : null;
}

/** Manual history entry: 'New value is required' when blank. */
export function checkManualHistoryEntry(value: string | null | undefined): ToastMessage | null {
  return value?.trim() ? null : TOASTS.newValueRequired;
}

/** A stored lender or product row (any extra columns are ignored). */
type StoredRow = { readonly [key: string]: unknown };

function pickFields(row: StoredRow, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = row[key];
    out[key] = value instanceof Date ? toDateOnly(value) : (value ?? null);
  }
  return out;
}

const LENDER_TEXT_AND_NUMBER_FIELDS = Object.keys(lenderFormSchema.shape).filter(
  (key) => !["states", "preferNotToShare", "products", "isActive", "acceptingLeads"].includes(key),
);
const PRODUCT_FIELDS = Object.keys(loanProductFormSchema.shape).filter((key) => key !== "enabled");

/**
 * Initial form values: empty for a new lender (switches on, no states, no products), or the
 * stored lender and its active products (each enabled), ready for lenderFormSchema.
 */
export function lenderFormDefaults(
  lender?: StoredRow | null,
  products: readonly StoredRow[] = [],
): LenderFormInput {
  const state =
    typeof lender?.state === "string" || Array.isArray(lender?.state)
      ? (lender.state as string | string[])
      : null;
  const { selected, preferNotToShare } = selectionFromLenderState(state);
  const productValues: Record<string, unknown> = {};
  for (const product of products) {
    const type = product.productType;
    if (isLoanType(type) && product.isActive !== false) {
      productValues[type] = { ...pickFields(product, PRODUCT_FIELDS), enabled: true };
    }
  }
  return {
    ...pickFields(lender ?? {}, LENDER_TEXT_AND_NUMBER_FIELDS),
    states: selected,
    preferNotToShare,
    isActive: lender?.isActive !== false,
    acceptingLeads: lender?.acceptingLeads !== false,
    timeZone: lenderTimeZone(typeof lender?.timeZone === "string" ? lender.timeZone : null),
    products: productValues,
  } as LenderFormInput;
}
