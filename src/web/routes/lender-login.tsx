import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Lender sign-up and login'. Placeholder until the lender accounts issue. */
export default function LenderLoginRoute() {
  return (
    <PlaceholderPage title="Lender Login" description="The lender sign-in page is coming soon." />
  );
}
