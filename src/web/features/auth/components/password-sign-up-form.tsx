import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { hasLength, isEmail, useForm } from "@mantine/form";
import { usePasswordSignUp } from "../api/auth-actions";
import { EmailInput } from "./email-input";

/** Spec 5: passwords have at least 6 characters. */
const MIN_PASSWORD_LENGTH = 6;

export function PasswordSignUpForm({ initialEmail }: { initialEmail: string }) {
  const signUp = usePasswordSignUp();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    validate: {
      email: isEmail("Enter a valid email address"),
      password: hasLength(
        { min: MIN_PASSWORD_LENGTH },
        `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      ),
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(({ email, password }) =>
        signUp.mutate({ email: email.trim(), password }, { onSuccess: () => form.reset() }),
      )}
      noValidate
    >
      <Stack gap="md">
        <EmailInput {...form.getInputProps("email")} />
        <PasswordInput
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth disabled={signUp.isPending}>
          {signUp.isPending ? "Signing up..." : "Sign Up"}
        </Button>
        {signUp.isSuccess ? (
          <Text size="sm" c="dimmed" role="status">
            We sent a verification link to your email. Open it, then sign in.
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
