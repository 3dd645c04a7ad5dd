import { Container } from "@mantine/core";
import { LendersList } from "@/web/features/admin-lenders/components/lenders-list";

/** Spec 2 'Admin area': lenders (/admin/lenders). */
export default function AdminLendersRoute() {
  return (
    <Container py="lg">
      <LendersList />
    </Container>
  );
}
