import { Container } from "@mantine/core";
import { LendersList } from "@/web/features/admin-lenders";

/** Spec 2 'Admin area': lenders (/admin/lenders). */
export default function AdminLendersRoute() {
  return (
    <Container py="lg">
      <LendersList />
    </Container>
  );
}
