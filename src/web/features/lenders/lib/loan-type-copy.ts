/**
 * The listing pages' hero texts per loan type (spec 2 'Lender listing pages'). Apart from
 * loan-types.ts, which the frame's header and footer put in every page's first download: only
 * the listing pages need these.
 */
import type { LoanType } from "@/domain/reference/loan-types";

/** Texts of a listing page hero (spec 2 'Lender listing pages'). */
export interface LoanTypeCopy {
  /** Hero title of the listing page. */
  title: string;
  /** Hero subtitle of the listing page. */
  subtitle: string;
  /** Hero description of the listing page. */
  description: string;
}

export const LOAN_TYPE_COPY: Record<LoanType, LoanTypeCopy> = {
  fix_and_flip: {
    title: "Fix & Flip Lenders",
    subtitle: "Short-term financing to buy, renovate and resell",
    description:
      "Compare private lenders that fund the purchase and the rehab budget of investment properties, with leverage on purchase price, rehab costs and after-repair value.",
  },
  bridge: {
    title: "Bridge Loan Lenders",
    subtitle: "Fast short-term capital between transactions",
    description:
      "Compare private bridge lenders that close quickly so you can acquire, reposition or refinance a property before long-term financing is in place.",
  },
  rental_property: {
    title: "Rental Property Lenders",
    subtitle: "Long-term financing for buy-and-hold investors",
    description:
      "Compare DSCR and rental lenders that underwrite the property's income, for single-family rentals, small multifamily and short-term rentals.",
  },
  commercial: {
    title: "Commercial Real Estate Lenders",
    subtitle: "Financing for multifamily, mixed-use and commercial properties",
    description:
      "Compare private lenders for apartments, mixed-use buildings, retail, office and industrial properties, from acquisition to refinance.",
  },
  land: {
    title: "Land Loan Lenders",
    subtitle: "Financing for raw land, lots and entitled parcels",
    description:
      "Compare private lenders that finance land acquisition, from raw acreage to entitled lots ready for development.",
  },
  construction: {
    title: "Construction Loan Lenders",
    subtitle: "Ground-up construction financing with draw schedules",
    description:
      "Compare private lenders that fund ground-up construction and major redevelopment, with leverage on total cost and draws as the project progresses.",
  },
};
