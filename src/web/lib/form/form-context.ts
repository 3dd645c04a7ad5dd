/**
 * Mantine form context for large forms split into section files: the page creates the form
 * with useSchemaForm and wraps its sections in the provider; each section reads the same form
 * with the hook, typed by the schema's values.
 *
 *   // loan-request-form-context.ts
 *   export const [LoanRequestFormProvider, useLoanRequestForm] = createSchemaFormContext<typeof schema>();
 *   // page:    <LoanRequestFormProvider form={form}><PropertySection /></LoanRequestFormProvider>
 *   // section: const form = useLoanRequestForm(); <TextInput {...form.getInputProps("address")} />
 */
import { createFormContext } from "@mantine/form";
import type { z } from "zod";
import type { FormSchema } from "./use-schema-form";

export function createSchemaFormContext<
  S extends FormSchema,
  Values extends object = z.input<S>,
>() {
  const [Provider, useFormContext] = createFormContext<Values>();
  return [Provider, useFormContext] as const;
}
