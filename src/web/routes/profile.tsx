import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'My Profile'. Placeholder until the accounts issue. */
export default function ProfileRoute() {
  return (
    <PlaceholderPage
      title="My Profile"
      description="Viewing and editing your profile is coming soon."
    />
  );
}
