import { LenderCreateScreen } from "@/web/features/admin-lenders/components/lender-create-screen";

/** /admin/lenders/new: 'Add New Lender'. */
export default function AdminLenderNewRoute() {
  return <LenderCreateScreen />;
}
