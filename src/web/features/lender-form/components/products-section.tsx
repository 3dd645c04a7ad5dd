import { Alert, Stack, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { PRODUCTS_SAVED_ON_SUBMIT_NOTICE } from "@/domain/lenders/lender-form-submit";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { ProductCard } from "./product-card";

/** Loan Products (spec 2): one card per type and the notice that changes save on submit. */
export function ProductsSection({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="loan-products-heading">
      <Title order={2} fz="h3" id="loan-products-heading">
        Loan Products
      </Title>
      <Alert variant="light" color="lane" icon={<IconInfoCircle aria-hidden="true" />}>
        {PRODUCTS_SAVED_ON_SUBMIT_NOTICE}
      </Alert>
      {LOAN_TYPES.map((type) => (
        <ProductCard key={type} type={type} isAdmin={isAdmin} />
      ))}
    </Stack>
  );
}
