import { OverviewScreen } from "@/web/features/admin-overview";

/** Spec 2 'Admin area': overview (/admin). */
export default function AdminOverviewRoute() {
  return <OverviewScreen />;
}
