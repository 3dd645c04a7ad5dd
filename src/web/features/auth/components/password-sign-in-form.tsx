import { Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { passwordSignInSchema } from "@/domain/accounts/auth-schemas";
import { usePasswordSignIn } from "../api/sign-in-with-password";
import { EmailInput } from "./email-input";

interface PasswordSignInFormProps {
  initialEmail: string;
  /** A link under the button, e.g. 'Forgot your password? Use magic link instead'. */
  footer?: ReactNode;
  /** Told of every email edit, so another mode (e.g. forgot password) can start from it. */
  onEmailChange?: (email: string) => void;
}

/** Email and password → 'Sign In' ('Signing in...'); on success /dashboard picks the home. */
export function PasswordSignInForm({
  initialEmail,
  footer,
  onEmailChange,
}: PasswordSignInFormProps) {
  const signIn = usePasswordSignIn();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    validate: schemaResolver(passwordSignInSchema, { sync: true }),
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange?.(values.email);
    },
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => signIn.mutate(passwordSignInSchema.parse(values)))}
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
        {footer}
      </Stack>
    </form>
  );
}

/** The /auth Password tab's way out for a forgotten password (spec 2). */
export function UseMagicLinkInstead({ onClick }: { onClick: () => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick}>
      Forgot your password? Use magic link instead
    </Anchor>
  );
}
