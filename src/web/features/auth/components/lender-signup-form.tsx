import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { signUpErrorToast } from "@/domain/auth-errors";
import { lenderSignupSchema } from "@/domain/auth-schemas";
import { PASSWORD_MIN_LENGTH } from "@/domain/limits";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { TOASTS } from "@/domain/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useLenderSignup } from "../api/lender-signup";
import { AuthCard, AuthCardLink } from "./auth-card";
import type { AuthLocationState } from "./auth-screen";
import { EmailInput } from "./email-input";

/**
 * Spec 2 'Lender sign-up': company name, email and password required, website optional. The
 * account starts pending admin approval; on success the lender goes to /auth with the
 * pending-approval notice and is told to verify the email first.
 */
export function LenderSignupForm() {
  const signUp = useLenderSignup();
  const navigate = useNavigate();
  const form = useForm({
    mode: "controlled",
    initialValues: { companyName: "", email: "", password: "", website: "" },
    validate: schemaResolver(lenderSignupSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    signUp.mutate(lenderSignupSchema.parse(values), {
      onSuccess: async ({ email }) => {
        notify.success({
          title: TOASTS.lenderAccountCreated.title,
          message: TOASTS.lenderAccountCreated.text,
        });
        const state: AuthLocationState = { tab: "password", lenderSignedUp: email };
        await navigate("/auth", { state });
      },
      onError: (error) => {
        if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
          form.setErrors(error.fields);
          return;
        }
        notify.errorToast(signUpErrorToast(error));
      },
    }),
  );

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
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Company Name"
            autoComplete="organization"
            required
            {...form.getInputProps("companyName")}
          />
          <EmailInput label="Email" {...form.getInputProps("email")} />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            autoComplete="new-password"
            required
            {...form.getInputProps("password")}
          />
          <TextInput
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
          <Text size="xs" c="dimmed" ta="center">
            New lender accounts are reviewed by our team before they get full dashboard access.
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
