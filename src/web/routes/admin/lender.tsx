import { useParams } from "react-router";
import { AuditTrail } from "@/web/features/admin-audit";
import { LenderDetailScreen } from "@/web/features/admin-lenders";

/** /admin/lenders/:id: an existing lender, its fields edited one at a time, and its audit trail. */
export default function AdminLenderRoute() {
  const { id = "" } = useParams();
  return (
    <LenderDetailScreen
      key={id}
      lenderId={id}
      activity={<AuditTrail target={{ type: "lender", id }} headingOrder={2} />}
    />
  );
}
