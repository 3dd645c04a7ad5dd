import type { lenderFormSchema } from "@/domain/lenders/lender-form";
import { createSchemaFormContext } from "@/web/lib/form";

/** The lender form shared by its section files. */
export const [LenderFormProvider, useLenderFormContext] =
  createSchemaFormContext<typeof lenderFormSchema>();
