/**
 * The Loan Products tab of an existing lender: each product's fields as read-only boxes
 * (single-field edit and history, like Details), and 'Add product', which opens the lender
 * form (isAdmin) whose product cards enable a new loan type ('Update Lender'), under its 'Edit
 * Lender' title. Cancel closes it unsaved; it opens again from the stored record (issue 28).
 */
import { Button, Divider, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminLenderDetail } from "@/domain/contract/admin-lenders";
import { LOAN_TYPES } from "@/domain/reference/loan-types";
import { errorToast } from "@/domain/site/toast-messages";
import { LenderForm } from "@/web/features/lender-form";
import { useUpdateLender } from "../api/lenders";
import { FieldHistoryDialog } from "./field-history-dialog";
import { ProductFieldBoxes, type ProductFieldTarget, productName } from "./product-field-boxes";
import { ProductFieldEditDialog } from "./product-field-edit-dialog";

const ORDER: readonly string[] = [...LOAN_TYPES, "others"];

export function ProductsTab({ detail }: { detail: AdminLenderDetail }) {
  const { lender, products } = detail;
  const update = useUpdateLender();
  const [editing, setEditing] = useState<ProductFieldTarget | null>(null);
  const [history, setHistory] = useState<ProductFieldTarget | null>(null);
  const [adding, setAdding] = useState(false);
  const sorted = [...products].sort(
    (a, b) => ORDER.indexOf(a.productType) - ORDER.indexOf(b.productType),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {sorted.length === 0
            ? "This lender has no loan products yet."
            : "Select a field to change it; its history button lists every change."}
        </Text>
        <Button
          variant={adding ? "default" : "light"}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setAdding((open) => !open)}
          aria-expanded={adding}
        >
          {adding ? "Close the product form" : "Add product"}
        </Button>
      </Group>
      {adding ? (
        <Stack gap="sm">
          <Text size="sm">
            Enable a loan type below and fill in its card, then select Update Lender.
          </Text>
          <LenderForm
            key={`${lender.updatedAt}-${products.map((p) => p.lastUpdated).join()}`}
            mode="edit"
            isAdmin
            showTitle
            onCancel={() => setAdding(false)}
            lender={{ ...lender, state: lender.stateList }}
            products={products}
            mutation={update}
            variables={(values, { productsChanged }) => ({
              lenderId: lender.id,
              body: { ...values, productsChanged },
            })}
            errorToast={(error) => errorToast(error.message, "Failed to update lender.")}
          />
          <Divider />
        </Stack>
      ) : null}
      {sorted.map((product) => (
        <ProductFieldBoxes
          key={product.id}
          product={product}
          onEdit={setEditing}
          onHistory={setHistory}
        />
      ))}
      <ProductFieldEditDialog
        lenderId={lender.id}
        target={editing}
        onClose={() => setEditing(null)}
      />
      <FieldHistoryDialog
        lenderId={lender.id}
        productId={history?.product.id}
        spec={history?.spec ?? null}
        context={history ? productName(history.product) : undefined}
        onClose={() => setHistory(null)}
      />
    </Stack>
  );
}
