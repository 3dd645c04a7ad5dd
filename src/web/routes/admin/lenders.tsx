import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Admin area': lenders. Placeholder until the admin issue. */
export default function AdminLendersRoute() {
  return <PlaceholderPage title="Lenders" description="Lender management is coming soon." />;
}
