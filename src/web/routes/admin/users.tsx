import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Admin area': users. Placeholder until the admin issue. */
export default function AdminUsersRoute() {
  return (
    <PlaceholderPage
      title="Users"
      description="User management and lender approval are coming soon."
    />
  );
}
