import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2: older combined admin page. Placeholder until the admin issue. */
export default function AdminLegacyRoute() {
  return (
    <PlaceholderPage title="Admin (legacy)" description="The combined admin page is coming soon." />
  );
}
