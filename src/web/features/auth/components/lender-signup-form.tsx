import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AUTH_FORM_PATHS } from "@/domain/accounts/auth-forms";
import { lenderSignupSchema } from "@/domain/accounts/auth-schemas";
import { PASSWORD_MIN_LENGTH } from "@/domain/reference/limits";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { signUpErrorToast } from "@/web/features/auth/lib/auth-errors";
import { type FormErrors, fieldErrorsOf, NewPasswordField, useSchemaForm } from "@/web/lib/form";
import { useHydrated } from "@/web/lib/use-hydrated";
import { useLenderSignup } from "../api/lender-signup";
import { keptFieldErrors } from "../lib/form-outcome";
import { AuthCard, AuthCardLink } from "./auth-card";
import type { AuthLocationState } from "./auth-screen";
import { EmailInput } from "./email-input";
import { FormOutcomeAlert, useClearFormOutcome } from "./form-outcome-alert";
import { TermsConsentLine } from "./terms-consent-line";

const FIELDS = ["companyName", "email", "password", "website"] as const;
/** What a refused post without JavaScript keeps in the address (never the password). */
const KEPT_FIELDS = ["companyName", "email", "website"] as const;

/**
 * Spec 2 'Lender sign-up': company name, email and password required, website optional. The
 * account starts pending admin approval; on success the lender goes to /auth with the
 * pending-approval notice and is told to verify the email first.
 */
export function LenderSignupForm() {
  const signUp = useLenderSignup();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const clearFormOutcome = useClearFormOutcome();
  const kept = Object.fromEntries(
    KEPT_FIELDS.map((field) => [field, searchParams.get(field) ?? ""]),
  ) as Record<(typeof KEPT_FIELDS)[number], string>;
  const form = useSchemaForm(
    lenderSignupSchema,
    { ...kept, password: "" },
    {
      validateInputOnBlur: true,
      // A post without JavaScript refused for its fields: their messages, as the script shows
      // them (the password's rules were the browser's to check).
      initialErrors: keptFieldErrors(
        searchParams,
        "lenderSignup",
        lenderSignupSchema,
        { ...kept, password: "placeholder" },
        KEPT_FIELDS,
      ),
    },
  );

  // A refused submit moves focus to the first field in error, so keyboard and screen reader
  // users land on (and hear) its message instead of staying on the button.
  const focusFirstError = (errors: FormErrors) => {
    const first = FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };
  const serverError = signUp.error;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per server answer, not per render.
  useEffect(() => {
    const fields = fieldErrorsOf(serverError);
    if (fields) focusFirstError(fields);
  }, [serverError]);

  // The success toast is useLenderSignup's; field messages (e.g. the email already registered,
  // a website the server refuses) show on their fields without a toast.
  const submit = form.submit(signUp, {
    errorToast: signUpErrorToast,
    onInvalid: focusFirstError,
    onSuccess: async ({ email }) => {
      const state: AuthLocationState = { tab: "password", lenderSignedUp: email };
      await navigate("/auth", { state });
    },
  });

  return (
    <AuthCard
      title="Lender Sign Up"
      subtitle={`List your lending company on ${PRODUCT_NAME} and receive qualified borrower inquiries.`}
      footer={
        <>
          <AuthCardLink lead="Already have a lender account?" to="/lender-login">
            Lender login
          </AuthCardLink>
          <AuthCardLink lead="Looking for a loan?" to="/auth">
            Borrower sign in
          </AuthCardLink>
        </>
      }
    >
      {/* A real form (issue 30): posted by the browser before or without the script. */}
      <form
        method="post"
        action={AUTH_FORM_PATHS.lenderSignup}
        onSubmitCapture={clearFormOutcome}
        onSubmit={submit}
        noValidate={hydrated}
      >
        <Stack gap="md">
          <FormOutcomeAlert form="lenderSignup" />
          <TextInput
            name="companyName"
            label="Company Name"
            autoComplete="organization"
            required
            {...form.getInputProps("companyName")}
          />
          <EmailInput name="email" label="Email" {...form.getInputProps("email")} />
          <NewPasswordField
            name="password"
            minLength={PASSWORD_MIN_LENGTH}
            label="Password"
            {...form.getInputProps("password")}
          />
          <TextInput
            name="website"
            label="Website"
            description="Optional"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://yourcompany.com"
            {...form.getInputProps("website")}
          />
          <Button type="submit" fullWidth disabled={signUp.isPending}>
            {signUp.isPending ? "Creating account..." : "Create Lender Account"}
          </Button>
          <TermsConsentLine />
          <Text size="xs" c="dimmed" ta="center">
            New lender accounts are reviewed by our team before they get full dashboard access.
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
