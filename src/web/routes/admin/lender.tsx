import { useParams } from "react-router";
import { LenderDetailScreen } from "@/web/features/admin-lenders/components/lender-detail-screen";

/** /admin/lenders/:id: an existing lender, its fields edited one at a time. */
export default function AdminLenderRoute() {
  const { id = "" } = useParams();
  return <LenderDetailScreen key={id} lenderId={id} />;
}
