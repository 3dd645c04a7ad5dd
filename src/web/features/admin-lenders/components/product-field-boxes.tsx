/**
 * The Loan Products tab of an existing lender (spec 2 'Lender create/edit form'): each
 * product's fields as read-only boxes, like the lender's Details, grouped as the product
 * card groups them. A box opens 'Edit <label>' for that product's field, its history button
 * 'History for <label>' (loan_product_history).
 */
import { Badge, Group, Stack, Text } from "@mantine/core";
import { type AdminProductFieldSpec, adminProductField } from "@/domain/admin/product-fields";
import type { WorkspaceProduct } from "@/domain/contract/lender-workspace";
import { isLoanType, LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { productFieldDisplay } from "../lib/product-field-values";
import { type FieldBoxHandlers, FieldGroups, fieldGroups } from "./field-boxes";

const PRODUCT_GROUPS = fieldGroups(adminProductField, [
  {
    legend: "Amounts and Rates",
    fields: [
      "loan_amount_min",
      "loan_amount_max",
      "lowest_rate",
      "highest_rate",
      "term_min_months",
      "term_max_months",
      "minimum_fico",
      "minimum_arv",
      "maximum_arv",
    ],
  },
  {
    legend: "Leverage",
    fields: ["ltv_purchase_price_max", "max_ltv", "max_ltc", "max_rehab_percentage", "max_ltarv"],
  },
  {
    legend: "Terms and Fees",
    fields: [
      "funding_timeline",
      "loan_durations",
      "processing_fee",
      "underwriting_fee",
      "origination_fee",
      "prepayment_penalty",
    ],
  },
  {
    legend: "Requirements",
    fields: [
      "collateral_types",
      "minimum_experience",
      "hard_limits",
      "requirements",
      "other_borrower_requirements",
    ],
    wide: true,
  },
  { legend: "Source", fields: ["source_url", "last_updated"] },
]);

/** The product's name as the lender form's card shows it ('Fix and Flip', 'Others'). */
export function productName(product: WorkspaceProduct): string {
  return isLoanType(product.productType) ? LOAN_TYPE_INFO[product.productType].formLabel : "Others";
}

export interface ProductFieldTarget {
  product: WorkspaceProduct;
  spec: AdminProductFieldSpec;
}

export function ProductFieldBoxes({
  product,
  onEdit,
  onHistory,
}: { product: WorkspaceProduct } & FieldBoxHandlers<ProductFieldTarget>) {
  const name = productName(product);
  return (
    <Stack gap="sm" component="section" aria-label={name}>
      <Group gap="sm">
        <Text fw={700} size="lg" component="h2" m={0}>
          {name}
        </Text>
        <Badge variant="light" color={product.isActive ? "green" : "gray"}>
          {product.isActive ? "Active" : "Inactive"}
        </Badge>
      </Group>
      <FieldGroups
        groups={PRODUCT_GROUPS}
        context={name}
        display={(spec) => productFieldDisplay(product, spec)}
        onEdit={(spec) => onEdit({ product, spec })}
        onHistory={(spec) => onHistory({ product, spec })}
      />
    </Stack>
  );
}
