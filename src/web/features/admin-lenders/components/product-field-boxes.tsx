/**
 * The Loan Products tab of an existing lender (spec 2 'Lender create/edit form'): each
 * product's fields as read-only boxes, like the lender's Details, grouped as the product
 * card groups them. A box opens 'Edit <label>' for that product's field, its history button
 * 'History for <label>' (loan_product_history).
 */
import { Badge, Fieldset, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  ADMIN_PRODUCT_FIELDS,
  type AdminProductField,
  type AdminProductFieldSpec,
} from "@/domain/admin/product-fields";
import type { WorkspaceProduct } from "@/domain/contract/lender-workspace";
import { isLoanType, LOAN_TYPE_INFO } from "@/domain/loan-types";
import { productFieldDisplay } from "../lib/product-field-values";
import { ValueBox } from "./field-boxes";

const GROUPS: readonly { legend: string; fields: readonly AdminProductField[]; wide?: boolean }[] =
  [
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
      fields: ["collateral_types", "requirements", "other_borrower_requirements"],
      wide: true,
    },
    { legend: "Source", fields: ["source_url", "last_updated"] },
  ];

function specOf(field: AdminProductField): AdminProductFieldSpec {
  const spec = ADMIN_PRODUCT_FIELDS.find((f) => f.field === field);
  if (!spec) throw new Error(`Unknown product field ${field}`);
  return spec;
}

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
}: {
  product: WorkspaceProduct;
  onEdit: (target: ProductFieldTarget) => void;
  onHistory: (target: ProductFieldTarget) => void;
}) {
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
      {GROUPS.map((group) => (
        <Fieldset key={group.legend} legend={group.legend} radius="md">
          <SimpleGrid cols={group.wide ? 1 : { base: 1, sm: 2, lg: 3 }} spacing="sm">
            {group.fields.map((field) => {
              const spec = specOf(field);
              return (
                <ValueBox
                  key={field}
                  spec={spec}
                  context={name}
                  display={productFieldDisplay(product, spec)}
                  onEdit={() => onEdit({ product, spec })}
                  onHistory={() => onHistory({ product, spec })}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
      ))}
    </Stack>
  );
}
