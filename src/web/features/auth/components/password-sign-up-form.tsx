import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { AUTH_FORM_PATHS } from "@/domain/accounts/auth-forms";
import { passwordSignUpSchema } from "@/domain/accounts/auth-schemas";
import { PASSWORD_MIN_LENGTH } from "@/domain/reference/limits";
import { useHydrated } from "@/web/lib/use-hydrated";
import { usePasswordSignUp } from "../api/sign-up-with-password";
import { AuthNextField } from "./auth-next-field";
import { EmailInput } from "./email-input";

/** Borrower password sign-up; the verification link signs the new account in. */
export function PasswordSignUpForm({
  initialEmail,
  onEmailChange,
  initialEmailError,
}: {
  initialEmail: string;
  /** Told of every email edit, so switching back to sign-in keeps the address. */
  onEmailChange?: (email: string) => void;
  /** The email's message when the form came back refused from a post without JavaScript. */
  initialEmailError?: string | undefined;
}) {
  const signUp = usePasswordSignUp();
  const hydrated = useHydrated();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    initialErrors: initialEmailError ? { email: initialEmailError } : {},
    validate: schemaResolver(passwordSignUpSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange?.(values.email);
    },
  });

  return (
    // A real form (issue 30): posted by the browser before or without the script, which checks
    // the password's length natively until then.
    <form
      method="post"
      action={AUTH_FORM_PATHS.signUp}
      onSubmit={form.onSubmit((values) =>
        signUp.mutate(passwordSignUpSchema.parse(values), { onSuccess: () => form.reset() }),
      )}
      noValidate={hydrated}
    >
      <AuthNextField />
      <Stack gap="md">
        <EmailInput name="email" {...form.getInputProps("email")} />
        <PasswordInput
          name="password"
          minLength={PASSWORD_MIN_LENGTH}
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth disabled={signUp.isPending}>
          {signUp.isPending ? "Signing up..." : "Sign Up"}
        </Button>
        {signUp.isSuccess ? (
          <Text size="sm" c="dimmed" role="status">
            We sent a confirmation link to your email. Open it to finish creating your account.
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
