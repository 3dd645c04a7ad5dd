import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 1 and 2: legal pages. Placeholder until the legal pages issue. */
export default function TermsRoute() {
  return (
    <PlaceholderPage title="Terms of Service" description="Our terms of service are coming soon." />
  );
}
