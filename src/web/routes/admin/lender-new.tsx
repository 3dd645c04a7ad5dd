import { LenderCreateScreen } from "@/web/features/admin-lenders";

/** /admin/lenders/new: 'Add New Lender'. */
export default function AdminLenderNewRoute() {
  return <LenderCreateScreen />;
}
