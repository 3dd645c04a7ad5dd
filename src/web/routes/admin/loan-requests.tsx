import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Admin area': loan requests. Placeholder until the admin issue. */
export default function AdminLoanRequestsRoute() {
  return (
    <PlaceholderPage title="Loan Requests" description="The loan request list is coming soon." />
  );
}
