import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Admin area': overview. Placeholder until the admin issue. */
export default function AdminOverviewRoute() {
  return (
    <PlaceholderPage title="Admin Overview" description="Marketplace statistics are coming soon." />
  );
}
