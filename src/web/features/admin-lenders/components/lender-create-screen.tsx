import { Container, Group, Stack } from "@mantine/core";
import { useNavigate } from "react-router";
import type { AdminLenderCreateBody } from "@/domain/contract/admin-lenders";
import { errorToast } from "@/domain/site/toast-messages";
import { LenderForm } from "@/web/features/lender-form";
import { useCreateLender } from "../api/lenders";
import { BackToLenders } from "./lender-detail-screen";

/**
 * /admin/lenders/new: 'Add New Lender' with the lender form (isAdmin: Active, slug, source
 * URLs). After 'Create Lender' the new record opens, where its fields edit one at a time.
 */
export function LenderCreateScreen() {
  const navigate = useNavigate();
  const create = useCreateLender();
  return (
    <Container py="lg">
      <Stack gap="md">
        <Group>
          <BackToLenders />
        </Group>
        <LenderForm<AdminLenderCreateBody>
          mode="create"
          isAdmin
          showTitle
          mutation={{
            isPending: create.isPending,
            mutate: (variables, options) =>
              create.mutate(variables, {
                ...options,
                onSuccess: (detail, ...rest) => {
                  options?.onSuccess?.(detail, ...rest);
                  navigate(`/admin/lenders/${detail.lender.id}`, { replace: true });
                },
              }),
          }}
          variables={(values) => values}
          errorToast={(error) => errorToast(error.message, "Failed to create lender.")}
          onCancel={() => navigate("/admin/lenders")}
        />
      </Stack>
    </Container>
  );
}
