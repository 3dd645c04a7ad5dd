import { useLocation } from "react-router";
import { loanTypeOfRoute } from "@/domain/loan-types";
import { NotFound } from "@/web/components/not-found";
import { LenderListing } from "@/web/features/lenders/components/lender-listing";

/** Spec 2 'Lender listing pages': one component for the six loan-type routes. */
export default function ListingRoute() {
  const { pathname } = useLocation();
  const type = loanTypeOfRoute(pathname.replace(/\/+$/, "") || "/");
  if (!type) return <NotFound />;
  // A fresh listing per loan type: no filter-bar text or open sheet carries over.
  return <LenderListing key={type} loanType={type} />;
}
