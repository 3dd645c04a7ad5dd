import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Borrower quote wizard'. Placeholder until the inquiry issue. */
export default function InquiryRoute() {
  return (
    <PlaceholderPage
      title="Get Matched with Private Lenders"
      description="The two-step quote wizard is coming soon."
    />
  );
}
