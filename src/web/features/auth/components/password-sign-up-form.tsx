import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { passwordSignUpSchema } from "@/domain/accounts/auth-schemas";
import { PASSWORD_MIN_LENGTH } from "@/domain/reference/limits";
import { usePasswordSignUp } from "../api/sign-up-with-password";
import { EmailInput } from "./email-input";

/** Borrower password sign-up; the verification link signs the new account in. */
export function PasswordSignUpForm({
  initialEmail,
  onEmailChange,
}: {
  initialEmail: string;
  /** Told of every email edit, so switching back to sign-in keeps the address. */
  onEmailChange?: (email: string) => void;
}) {
  const signUp = usePasswordSignUp();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    validate: schemaResolver(passwordSignUpSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange?.(values.email);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        signUp.mutate(passwordSignUpSchema.parse(values), { onSuccess: () => form.reset() }),
      )}
      noValidate
    >
      <Stack gap="md">
        <EmailInput {...form.getInputProps("email")} />
        <PasswordInput
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
