/** The hand-written form of a demo catalogue lender, and its conversion to a LenderSpec. */
import {
  STATE_NAMES,
  type StateCode,
  type StateName,
  UNKNOWN_STATE,
} from "@/domain/reference/us-states";
import type { ProductDetail } from "../factories";
import type { LenderSpec } from "./lender-spec";

export interface CatalogueEntry extends Omit<LenderSpec, "state" | "hq" | "detail"> {
  /** The states served, 'Unknown' (prefers not to share) or null (never said). */
  states: readonly StateName[] | typeof UNKNOWN_STATE | null;
  /** City, state, ZIP code and telephone area code of the head office. */
  hq?: readonly [city: string, state: StateCode, zip: string, area: string];
  /** Defaults to "full". */
  detail?: ProductDetail;
}

/** Every state but the listed ones: for national lenders that skip a few states. */
export function allStatesExcept(...excluded: StateName[]): StateName[] {
  return STATE_NAMES.filter((name) => !excluded.includes(name));
}

/** States are stored in the order of the 50-state list, as the lender form writes them. */
export function toLenderSpec(entry: CatalogueEntry): LenderSpec {
  const { states, hq, detail, ...rest } = entry;
  return {
    ...rest,
    state:
      states === null
        ? null
        : states === UNKNOWN_STATE
          ? [UNKNOWN_STATE]
          : STATE_NAMES.filter((name) => states.includes(name)),
    hq: hq ? { city: hq[0], state: hq[1], zip: hq[2], area: hq[3] } : null,
    detail: detail ?? "full",
  };
}
