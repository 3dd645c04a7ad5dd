/**
 * A loan product's lending criteria, the lender's buy box (issue 31): where it lends (the
 * lender's states), the amount range, the minimum credit score, the maximum LTV / LTC / ARV,
 * the property types it finances and the borrower's minimum experience; each may be marked a
 * hard limit. One pure evaluation for the server (which refuses to send a request that breaks
 * a hard limit: 409 outside_lending_criteria), the pickers (which leave such lenders out), the
 * submit dialog (which shows why instead of sending) and the listing's match explanation (pass
 * or fail per criterion, with what would make the request eligible).
 *
 * Decisions (docs/decisions/2026-11-27-lending-criteria.md):
 * - A criterion the product does not set (null, empty list) is not a criterion: not listed.
 * - A fact the request does not give (no credit score, no experience, no LTV: requests carry
 *   no property value today) is 'unknown', never a failure: a hard limit removes a lender only
 *   when the request is known to break it. Collateral listed only as 'Unknown' is unknown too.
 * - Limits are inclusive: a $100,000 minimum takes $100,000; a 680 minimum takes 680.
 * - The spec's match score and filters are not changed by any of this.
 */
import { EXPERIENCE_OPTIONS, type ExperienceYears } from "../accounts/experience";
import { formatPercent, formatUsd } from "../reference/format";
import {
  isUnknownCollateral,
  normalizePropertyType,
  propertyTypeLabel,
} from "../reference/property-types";
import {
  isStateCode,
  type LenderStates,
  type StateName,
  stateCodeOfName,
  stateNameOfCode,
} from "../reference/us-states";

export const LENDING_CRITERIA = [
  "state",
  "loanAmount",
  "creditScore",
  "ltv",
  "ltc",
  "arv",
  "propertyType",
  "experience",
] as const;

export type LendingCriterion = (typeof LENDING_CRITERIA)[number];

export function isLendingCriterion(value: unknown): value is LendingCriterion {
  return typeof value === "string" && (LENDING_CRITERIA as readonly string[]).includes(value);
}

export const LENDING_CRITERION_LABELS: Record<LendingCriterion, string> = {
  state: "States",
  loanAmount: "Loan amount",
  creditScore: "Credit score",
  ltv: "Loan-to-value",
  ltc: "Loan-to-cost",
  arv: "Loan-to-ARV",
  propertyType: "Property type",
  experience: "Experience",
};

/** What the criteria read of a product (public product DTO, catalogue entry or row). */
export interface CriteriaProduct {
  loanAmountMin: number | null;
  loanAmountMax: number | null;
  minimumFico: number | null;
  maxLtv: number | null;
  maxLtc: number | null;
  maxLtarv: number | null;
  collateralTypes: readonly string[] | null;
  minimumExperience?: ExperienceYears | null;
  /** The criteria the lender marked as hard limits; absent or null: none. */
  hardLimits?: readonly string[] | null;
}

/** The request's facts; null or absent: not given. */
export interface CriteriaRequest {
  /** Two-letter code or state name. */
  propertyState?: string | null;
  loanAmount?: number | null;
  creditScore?: number | null;
  propertyType?: string | null;
  experienceYears?: ExperienceYears | null;
  /** Percentages; no request form asks for them yet. */
  ltv?: number | null;
  ltc?: number | null;
  ltarv?: number | null;
}

export type CriterionOutcome = "pass" | "fail" | "unknown";

export interface CriterionCheck {
  criterion: LendingCriterion;
  label: string;
  outcome: CriterionOutcome;
  /** The lender marked it a hard limit: a failure keeps the request from this lender. */
  hard: boolean;
  /** What the lender takes, i.e. what would make the request eligible, borrower-facing. */
  requirement: string;
}

const EXPERIENCE_ORDER = new Map<string, number>(
  EXPERIENCE_OPTIONS.map((option, index) => [option.value, index]),
);

function experienceRequirement(minimum: ExperienceYears): string {
  if (minimum === "more_than_5") return "Needs experience with more than 5 properties";
  const label = EXPERIENCE_OPTIONS.find((o) => o.value === minimum)?.label ?? minimum;
  return `Needs experience with ${label} or more`;
}

function amountRequirement(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `Loans from ${formatUsd(min)} to ${formatUsd(max)}`;
  if (min !== null) return `Loans from ${formatUsd(min)}`;
  return `Loans up to ${formatUsd(max ?? 0)}`;
}

function listText(items: readonly string[], most = 6): string {
  if (items.length <= most) return items.join(", ");
  return `${items.slice(0, most).join(", ")} and ${items.length - most} more`;
}

/** A state's name from its code or name; undefined when blank or not a state. */
function stateNameOf(text: string | null | undefined): StateName | undefined {
  const trimmed = text?.trim() ?? "";
  if (trimmed === "") return undefined;
  const code = isStateCode(trimmed.toUpperCase())
    ? trimmed.toUpperCase()
    : stateCodeOfName(trimmed);
  return code ? stateNameOfCode(code) : undefined;
}

const known = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/**
 * The product's criteria checked against the request, in LENDING_CRITERIA order; criteria the
 * product (or, for states, the lender) does not set are left out. `states`: the lender's
 * states (lenderStatesOf), null when it has not said.
 */
export function checkLendingCriteria(
  states: LenderStates,
  product: CriteriaProduct,
  request: CriteriaRequest,
): CriterionCheck[] {
  const hardSet = new Set(product.hardLimits ?? []);
  const checks: CriterionCheck[] = [];
  const add = (criterion: LendingCriterion, outcome: CriterionOutcome, requirement: string) => {
    checks.push({
      criterion,
      label: LENDING_CRITERION_LABELS[criterion],
      outcome,
      hard: hardSet.has(criterion),
      requirement,
    });
  };

  if (states !== null && states.size > 0) {
    const names = [...states];
    const name = stateNameOf(request.propertyState);
    add(
      "state",
      name === undefined ? "unknown" : states.has(name) ? "pass" : "fail",
      `Lends in ${listText(names)}`,
    );
  }

  const { loanAmountMin: min, loanAmountMax: max } = product;
  if (known(min) || known(max)) {
    const lo = known(min) ? min : null;
    const hi = known(max) ? max : null;
    const amount = request.loanAmount;
    const outcome = !known(amount)
      ? "unknown"
      : (lo !== null && amount < lo) || (hi !== null && amount > hi)
        ? "fail"
        : "pass";
    add("loanAmount", outcome, amountRequirement(lo, hi));
  }

  if (known(product.minimumFico)) {
    const score = request.creditScore;
    add(
      "creditScore",
      !known(score) ? "unknown" : score >= product.minimumFico ? "pass" : "fail",
      `Needs a credit score of ${product.minimumFico} or more`,
    );
  }

  const ratio = (
    criterion: "ltv" | "ltc" | "arv",
    maximum: number | null,
    value: number | null | undefined,
    of: string,
  ) => {
    if (!known(maximum)) return;
    add(
      criterion,
      !known(value) ? "unknown" : value <= maximum ? "pass" : "fail",
      `Lends up to ${formatPercent(maximum)} of ${of}`,
    );
  };
  ratio("ltv", product.maxLtv, request.ltv, "the property's value (LTV)");
  ratio("ltc", product.maxLtc, request.ltc, "the total cost (LTC)");
  ratio("arv", product.maxLtarv, request.ltarv, "the after-repair value (ARV)");

  const collateral = (product.collateralTypes ?? []).filter((c) => c.trim() !== "");
  const namedTypes = collateral.filter((c) => !isUnknownCollateral(c));
  if (namedTypes.length > 0) {
    const wanted = request.propertyType
      ? (normalizePropertyType(request.propertyType) ?? request.propertyType)
      : null;
    const matches = (c: string) => (normalizePropertyType(c) ?? c) === wanted;
    const outcome =
      wanted === null
        ? "unknown"
        : namedTypes.some(matches)
          ? "pass"
          : namedTypes.length < collateral.length
            ? "unknown"
            : "fail";
    const labels = [...new Set(namedTypes.map(propertyTypeLabel))];
    add("propertyType", outcome, `Finances ${listText(labels)}`);
  }

  const minimum = product.minimumExperience ?? null;
  if (minimum !== null && minimum !== "none") {
    const given = request.experienceYears ?? null;
    const outcome =
      given === null
        ? "unknown"
        : (EXPERIENCE_ORDER.get(given) ?? -1) >= (EXPERIENCE_ORDER.get(minimum) ?? 0)
          ? "pass"
          : "fail";
    add("experience", outcome, experienceRequirement(minimum));
  }

  return checks;
}

/** The hard limits the request is known to break (empty: it may be sent). */
export function brokenHardLimits(checks: readonly CriterionCheck[]): CriterionCheck[] {
  return checks.filter((check) => check.hard && check.outcome === "fail");
}

/**
 * Why the request may not go to this lender (null: it may): the requirements of the hard
 * limits it breaks, as one borrower-facing sentence list ('Needs a credit score of 680 or
 * more. Loans from $100,000 to $2,000,000.').
 */
export function criteriaRefusalOf(
  states: LenderStates,
  product: CriteriaProduct | null | undefined,
  request: CriteriaRequest,
): string | null {
  if (!product) return null;
  const broken = brokenHardLimits(checkLendingCriteria(states, product, request));
  return broken.length === 0 ? null : broken.map((check) => `${check.requirement}.`).join(" ");
}

/** The stored hard-limit list: known criteria only, in LENDING_CRITERIA order, null if none. */
export function toStoredHardLimits(
  list: readonly string[] | null | undefined,
): LendingCriterion[] | null {
  const chosen = LENDING_CRITERIA.filter((criterion) => (list ?? []).includes(criterion));
  return chosen.length > 0 ? chosen : null;
}
