import { SimpleGrid, TextInput } from "@mantine/core";
import { sanitizeCreditScoreInput } from "@/domain/accounts/credit-score";
import type { aboutYouSchema } from "@/domain/loan-requests/loan-request-schemas";
import { CREDIT_SCORE_INPUT_MAX_LENGTH, EMAIL_MAX_LENGTH } from "@/domain/reference/limits";
import { CreditScoreField, PhoneField, type SchemaForm } from "@/web/lib/form";
import type { AboutYouFormValues } from "../lib/form-values";
import { ExperienceLevelField } from "./request-fields";

export type AboutYouForm = SchemaForm<typeof aboutYouSchema, AboutYouFormValues>;

interface AboutYouFieldsProps {
  form: AboutYouForm;
  /** Signed in: the account's email is shown read-only. */
  emailReadOnly?: boolean;
  /** Called when a field loses focus (a signed-in user's valid values are saved then). */
  onFieldBlur?: (field: keyof AboutYouFormValues, value?: string | null) => void;
}

/** 'About You': email (required), phone, credit score and experience (optional). */
export function AboutYouFields({ form, emailReadOnly = false, onFieldBlur }: AboutYouFieldsProps) {
  const withBlur = (field: keyof AboutYouFormValues) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onBlur: () => {
        props.onBlur?.();
        onFieldBlur?.(field);
      },
    };
  };
  const creditProps = withBlur("creditScore");
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required={!emailReadOnly}
        readOnly={emailReadOnly}
        variant={emailReadOnly ? "filled" : "default"}
        maxLength={EMAIL_MAX_LENGTH}
        {...withBlur("email")}
      />
      <PhoneField {...withBlur("phone")} />
      <CreditScoreField
        maxLength={CREDIT_SCORE_INPUT_MAX_LENGTH}
        {...creditProps}
        onChange={(event) =>
          form.setFieldValue("creditScore", sanitizeCreditScoreInput(event.currentTarget.value))
        }
      />
      <ExperienceLevelField
        clearable
        {...form.getInputProps("experienceYears")}
        onChange={(value) => {
          form.setFieldValue("experienceYears", value);
          onFieldBlur?.("experienceYears", value);
        }}
      />
    </SimpleGrid>
  );
}
