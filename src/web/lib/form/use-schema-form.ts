/**
 * The web form kit: a Mantine form described by a zod schema, submitted through a mutation.
 *
 *   const form = useSchemaForm(profileEditSchema, profileEditValues(profile));
 *   <form onSubmit={form.submit(update, { errorToast: …, onSuccess: onClose })} noValidate>
 *     <TextInput label="Full Name" {...form.getInputProps("fullName")} />
 *
 * Rules of the kit:
 * - The schema is the form's only validation. Fields may be checked on blur (Mantine's
 *   `validateInputOnBlur`); on submit the values are parsed once, and the parsed value (the
 *   schema's output: trimmed text, numbers, nulls) goes to the mutation.
 * - Server answers: a 400's `ApiError.fields` land on their fields; any other failure shows
 *   the form's error toast (`errorToast`, spec 8). Forms whose spec 8 toast also accompanies
 *   field messages say so with `toastFieldErrors`.
 * - Success toasts belong to the mutation hook (its `onSuccess`, with the text from
 *   `src/domain/site/toast-messages.ts`), never to the form: TanStack Query skips a mutate() callback
 *   once its form has unmounted, which is exactly when a dialog or a completed form goes away.
 *   The form's `onSuccess` only does form things (reset, close, navigate).
 */
import { type UseFormInput, type UseFormReturnType, useForm } from "@mantine/form";
import type { UseMutationResult } from "@tanstack/react-query";
import type { FormEvent } from "react";
import type { z } from "zod";
import type { ToastMessage } from "@/domain/site/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

/** A zod schema whose input is the form's values (an object of field values). */
// biome-ignore lint/suspicious/noExplicitAny: the schema's output is free; its input is the values.
export type FormSchema = z.ZodType<any, Record<string, any>>;

export type FormErrors = Record<string, string>;

export interface SchemaFormOptions<Values> {
  /** Mantine's option: validate fields on blur (all, or the named ones). */
  validateInputOnBlur?: UseFormInput<Values>["validateInputOnBlur"];
  /** Rules the schema cannot state (e.g. depending on server data): errors by field path. */
  refine?: (values: Values) => FormErrors;
  /** Messages shown from the first render, the server's included (e.g. a refused form post). */
  initialErrors?: FormErrors;
}

export interface SubmitOptions<Parsed, Variables, Data, FormValues = Record<string, unknown>> {
  /** The failure toast (spec 8) for an error the fields do not show, or one built from it. */
  errorToast: ToastMessage | ((error: Error) => ToastMessage);
  /** Also show the toast when the server's field messages are shown on the form. */
  toastFieldErrors?: boolean;
  /** The mutation's variables from the parsed value (default: the parsed value). */
  variables?: (parsed: Parsed) => Variables;
  /** Form work after success (reset, close, navigate); not the success toast. */
  onSuccess?: (data: Data, parsed: Parsed) => void | Promise<void>;
  /** After a failed client-side check, with its errors (e.g. a spec 8 'titled' toast). */
  onInvalid?: (errors: FormErrors, values: FormValues) => void;
}

type Parsed<S extends FormSchema> = z.output<S>;

export type SchemaForm<S extends FormSchema, Values = z.input<S>> = UseFormReturnType<Values> & {
  /** Parses once; on success calls `onValid` with the parsed value, else shows the errors. */
  handleSubmit: (
    onValid: (parsed: Parsed<S>, values: Values) => void,
    onInvalid?: (errors: FormErrors, values: Values) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
  /** `handleSubmit` that runs the mutation and maps its failure (see the module comment). */
  submit: <Variables = Parsed<S>, Data = unknown>(
    mutation: Pick<UseMutationResult<Data, Error, Variables>, "mutate">,
    options: SubmitOptions<Parsed<S>, Variables, Data, Values>,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
};

/** Field path → first message, as Mantine keys its errors ('a.b.0'). */
export function errorsOfIssues(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Field errors of a server failure, or null when it has none. */
export function fieldErrorsOf(error: unknown): FormErrors | null {
  if (!isApiError(error) || !error.fields) return null;
  return Object.keys(error.fields).length > 0 ? error.fields : null;
}

/**
 * `Values` (the inputs' state) defaults to the schema's input; a form may hold wider values,
 * e.g. '' for a radio group not chosen yet, which the schema then rejects with its message.
 */
export function useSchemaForm<S extends FormSchema, Values extends object = z.input<S>>(
  schema: S,
  initialValues: Values,
  options: SchemaFormOptions<Values> = {},
): SchemaForm<S, Values> {
  const { refine } = options;
  const validate = (values: Values): FormErrors => {
    const result = schema.safeParse(values);
    return { ...(result.success ? {} : errorsOfIssues(result.error.issues)), ...refine?.(values) };
  };
  const form = useForm<Values>({
    mode: "controlled",
    initialValues,
    ...(options.initialErrors ? { initialErrors: options.initialErrors } : {}),
    // Used for blur and single-field checks; submit parses once in handleSubmit.
    validate,
    ...(options.validateInputOnBlur === undefined
      ? {}
      : { validateInputOnBlur: options.validateInputOnBlur }),
  });

  const handleSubmit: SchemaForm<S, Values>["handleSubmit"] = (onValid, onInvalid) => (event) => {
    event?.preventDefault();
    const values = form.getValues();
    const result = schema.safeParse(values);
    const errors = {
      ...(result.success ? {} : errorsOfIssues(result.error.issues)),
      ...refine?.(values),
    };
    if (!result.success || Object.keys(errors).length > 0) {
      form.setErrors(errors);
      onInvalid?.(errors, values);
      return;
    }
    form.clearErrors();
    onValid(result.data, values);
  };

  const submit: SchemaForm<S, Values>["submit"] = (mutation, submitOptions) =>
    handleSubmit((parsed) => {
      const variables = submitOptions.variables ? submitOptions.variables(parsed) : parsed;
      mutation.mutate(variables as never, {
        onSuccess: (data) => void submitOptions.onSuccess?.(data, parsed),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields) form.setErrors(fields);
          if (fields && !submitOptions.toastFieldErrors) return;
          const toast =
            typeof submitOptions.errorToast === "function"
              ? submitOptions.errorToast(error)
              : submitOptions.errorToast;
          notify.errorToast(toast);
        },
      });
    }, submitOptions.onInvalid);

  return Object.assign(form, { handleSubmit, submit });
}
