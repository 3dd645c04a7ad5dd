import { Container } from "@mantine/core";
import { useParams } from "react-router";
import { VerificationDetail } from "@/web/features/admin-verifications";

/** Issue 35: one lender's verification evidence and the decision, /admin/verifications/{lenderId}. */
export default function AdminVerificationRoute() {
  const { lenderId = "" } = useParams();
  return (
    <Container py="lg">
      <VerificationDetail key={lenderId} lenderId={lenderId} />
    </Container>
  );
}
