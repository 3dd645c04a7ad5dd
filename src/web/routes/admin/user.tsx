import { Container } from "@mantine/core";
import { useParams } from "react-router";
import { UserDetail } from "@/web/features/admin-users";

/** Issue 13: one user for the admin, /admin/users/{id}. */
export default function AdminUserRoute() {
  const { id = "" } = useParams();
  return (
    <Container py="lg">
      <UserDetail key={id} userId={id} />
    </Container>
  );
}
