import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Lender dashboard'. Placeholder until the lender dashboard issue. */
export default function LenderDashboardRoute() {
  return (
    <PlaceholderPage
      title="Lender Dashboard"
      description="Manage your profile and view borrower inquiries. Coming soon."
    />
  );
}
