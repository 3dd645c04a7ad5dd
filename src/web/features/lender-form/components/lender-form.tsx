/**
 * The lender create/edit form (spec 2 'Lender create/edit form', spec 4 and 5 'Lender form'),
 * one component for the lender's own Edit Profile tab and the admin area: `isAdmin` shows the
 * Active switch, the slug, the source URLs and the 'Unknown' collateral. The parent gives the
 * mutation and how to build its variables from the parsed values and whether the products
 * changed against the loaded snapshot (remount the form, e.g. with a `key`, to load a saved
 * record and reset the snapshot).
 */
import { Button, Group, Stack, Title } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { type LenderFormValues, lenderFormSchema } from "@/domain/lenders/lender-form";
import type { ToastMessage } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import { lenderFormInitialValues, parsedProducts, productsChangedSince } from "../lib/form-values";
import { BasicInfoSection } from "./basic-info-section";
import { LenderFormProvider } from "./lender-form-context";
import { ProductsSection } from "./products-section";
import { StatesSection } from "./states-section";

type StoredRow = { readonly [key: string]: unknown };

export const FORM_INVALID_TOAST = {
  title: "Check the form",
  text: "Some fields need your attention: their messages are shown under them.",
} as const;

export interface LenderFormProps<Variables> {
  mode: "create" | "edit";
  isAdmin: boolean;
  lender?: StoredRow | null;
  products?: readonly StoredRow[];
  mutation: Pick<UseMutationResult<unknown, Error, Variables>, "mutate" | "isPending">;
  variables: (values: LenderFormValues, meta: { productsChanged: boolean }) => Variables;
  errorToast: (error: Error) => ToastMessage;
  onCancel?: () => void;
  onSuccess?: () => void;
  /** Show the 'Add New Lender' / 'Edit Lender' title (the lender's own tab has its own). */
  showTitle?: boolean;
}

export function LenderForm<Variables>(props: LenderFormProps<Variables>) {
  const { mode, isAdmin, mutation } = props;
  const [initialValues] = useState(() => lenderFormInitialValues(props.lender, props.products));
  const [snapshot] = useState(() => parsedProducts(initialValues));
  const form = useSchemaForm(lenderFormSchema, initialValues);

  const submit = form.submit(mutation, {
    errorToast: props.errorToast,
    variables: (values) =>
      props.variables(values, {
        productsChanged: mode === "create" || productsChangedSince(snapshot, values.products),
      }),
    onSuccess: () => props.onSuccess?.(),
    // Field messages show on their fields; the toast makes sure a long form's are not missed.
    onInvalid: () =>
      notify.error({ title: FORM_INVALID_TOAST.title, message: FORM_INVALID_TOAST.text }),
  });

  const saving = mutation.isPending;
  return (
    <LenderFormProvider form={form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={mode === "create" ? "Add New Lender" : "Edit Lender"}
      >
        <Stack gap="lg">
          {props.showTitle ? (
            <Title order={2}>{mode === "create" ? "Add New Lender" : "Edit Lender"}</Title>
          ) : null}
          <BasicInfoSection isAdmin={isAdmin} record={props.lender} />
          <StatesSection isAdmin={isAdmin} />
          <ProductsSection isAdmin={isAdmin} />
          <Group justify="flex-end" gap="sm">
            {props.onCancel ? (
              <Button
                variant="default"
                onClick={props.onCancel}
                disabled={saving}
                leftSection={<IconX size={16} aria-hidden="true" />}
              >
                Cancel
              </Button>
            ) : null}
            <Button type="submit" loading={false} disabled={saving}>
              {saving ? "Saving..." : mode === "create" ? "Create Lender" : "Update Lender"}
            </Button>
          </Group>
        </Stack>
      </form>
    </LenderFormProvider>
  );
}
