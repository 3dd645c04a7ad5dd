/** The web form kit (rules in use-schema-form.ts). */
export {
  CreditBandField,
  CreditScoreField,
  MoneyField,
  NewPasswordField,
  PhoneField,
  StatesField,
} from "./fields";
export { createSchemaFormContext } from "./form-context";
export {
  errorsOfIssues,
  type FormErrors,
  type FormSchema,
  fieldErrorsOf,
  type SchemaForm,
  type SubmitOptions,
  useSchemaForm,
} from "./use-schema-form";
