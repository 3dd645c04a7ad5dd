import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Lender sign-up and login'. Placeholder until the lender accounts issue. */
export default function LenderSignupRoute() {
  return (
    <PlaceholderPage title="Lender Sign Up" description="Lender registration is coming soon." />
  );
}
