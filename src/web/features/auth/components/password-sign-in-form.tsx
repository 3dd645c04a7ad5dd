import { Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { isEmail, isNotEmpty, useForm } from "@mantine/form";
import { usePasswordSignIn } from "../api/auth-actions";
import { EmailInput } from "./email-input";

interface PasswordSignInFormProps {
  initialEmail: string;
  onUseMagicLink: () => void;
}

export function PasswordSignInForm({ initialEmail, onUseMagicLink }: PasswordSignInFormProps) {
  const signIn = usePasswordSignIn();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    validate: {
      email: isEmail("Enter a valid email address"),
      password: isNotEmpty("Enter your password"),
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(({ email, password }) =>
        signIn.mutate({ email: email.trim(), password }),
      )}
      noValidate
    >
      <Stack gap="md">
        <EmailInput {...form.getInputProps("email")} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign In"}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onUseMagicLink}>
          Forgot your password? Use magic link instead
        </Anchor>
      </Stack>
    </form>
  );
}
