import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 1 and 2: legal pages. Placeholder until the legal pages issue. */
export default function PrivacyRoute() {
  return (
    <PlaceholderPage title="Privacy Policy" description="Our privacy policy is coming soon." />
  );
}
