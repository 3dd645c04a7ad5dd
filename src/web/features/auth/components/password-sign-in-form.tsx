import { Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { AUTH_FORM_PATHS, type SignInPage } from "@/domain/accounts/auth-forms";
import { passwordSignInSchema } from "@/domain/accounts/auth-schemas";
import { useHydrated } from "@/web/lib/use-hydrated";
import { usePasswordSignIn } from "../api/sign-in-with-password";
import { AuthNextField } from "./auth-next-field";
import { EmailInput } from "./email-input";

interface PasswordSignInFormProps {
  initialEmail: string;
  /** A link under the button, e.g. 'Forgot your password? Use magic link instead'. */
  footer?: ReactNode;
  /** Told of every email edit, so another mode (e.g. forgot password) can start from it. */
  onEmailChange?: (email: string) => void;
  /** The page the form is on: where a post without JavaScript comes back to when refused. */
  from: SignInPage;
  /** The email's message when the form came back refused from a post without JavaScript. */
  initialEmailError?: string | undefined;
}

/** Email and password → 'Sign In' ('Signing in...'); on success /dashboard picks the home. */
export function PasswordSignInForm({
  initialEmail,
  footer,
  onEmailChange,
  from,
  initialEmailError,
}: PasswordSignInFormProps) {
  const signIn = usePasswordSignIn();
  const hydrated = useHydrated();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail, password: "" },
    initialErrors: initialEmailError ? { email: initialEmailError } : {},
    validate: schemaResolver(passwordSignInSchema, { sync: true }),
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange?.(values.email);
    },
  });

  return (
    // A real form (issue 30): posted by the browser before or without the script.
    <form
      method="post"
      action={AUTH_FORM_PATHS.signIn}
      onSubmit={form.onSubmit((values) => signIn.mutate(passwordSignInSchema.parse(values)))}
      noValidate={hydrated}
    >
      <input type="hidden" name="from" value={from} />
      <AuthNextField />
      <Stack gap="md">
        <EmailInput name="email" {...form.getInputProps("email")} />
        <PasswordInput
          name="password"
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

/**
 * The /auth Password tab's way out for a forgotten password (spec 2): a link to the Magic Link
 * tab, which the script follows without leaving the page.
 */
export function UseMagicLinkInstead({ href, onClick }: { href: string; onClick: () => void }) {
  return (
    <Anchor
      href={href}
      size="sm"
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      Forgot your password? Use magic link instead
    </Anchor>
  );
}
