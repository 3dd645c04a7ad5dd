import { Container } from "@mantine/core";
import { useParams } from "react-router";
import { LoanRequestDetail } from "@/web/features/admin-loan-requests";

/** Spec 2 'Admin area': one loan request, /admin/loan-requests/{id}. */
export default function AdminLoanRequestRoute() {
  const { id = "" } = useParams();
  return (
    <Container py="lg">
      <LoanRequestDetail key={id} requestId={id} />
    </Container>
  );
}
