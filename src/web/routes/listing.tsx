import { useLocation } from "react-router";
import { LOAN_TYPE_INFO, loanTypeOfRoute } from "@/domain/loan-types";
import { NotFound } from "@/web/components/not-found";
import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Lender listing pages': one component for the six loan-type routes. Placeholder. */
export default function ListingRoute() {
  const { pathname } = useLocation();
  const type = loanTypeOfRoute(pathname.replace(/\/+$/, "") || "/");
  if (!type) return <NotFound />;
  const { label } = LOAN_TYPE_INFO[type];
  return (
    <PlaceholderPage
      title={`${label} Lenders`}
      description={`Comparing verified ${label.toLowerCase()} lenders is coming soon.`}
    />
  );
}
