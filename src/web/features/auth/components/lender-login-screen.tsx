import { Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { magicLinkSchema } from "@/domain/accounts/auth-schemas";
import { TOASTS } from "@/domain/site/toast-messages";
import { ThemeIcon } from "@/web/components/theme-icon";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { keptFieldErrors } from "../lib/form-outcome";
import { AuthCard, AuthCardLink } from "./auth-card";
import { EmailInput } from "./email-input";
import { FormOutcomeAlert, useClearFormOutcome } from "./form-outcome-alert";
import { PasswordSignInForm } from "./password-sign-in-form";

type Mode = "login" | "forgot" | "sent";

/** Moves focus to a screen's heading when the mode changes, so the change is announced. */
function useFocusOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the mode (key) changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}

function ForgotPasswordForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail },
    validate: schemaResolver(magicLinkSchema, { sync: true }),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) => {
        const { email } = magicLinkSchema.parse(values);
        request.mutate(email, { onSuccess: () => onSent(email) });
      })}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter your account email and we'll send you a link to reset your password.
        </Text>
        <EmailInput {...form.getInputProps("email")} />
        <Button type="submit" fullWidth disabled={request.isPending}>
          {request.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Spec 2 'Lender sign-up and login' / spec 4 'Login screen': login mode, forgot-password mode,
 * then the reset-sent confirmation, then back to login. ?mode=forgot opens forgot-password
 * (the 'request a new link' way back from an expired reset link). After login → /dashboard.
 */
export function LenderLoginScreen() {
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(
    searchParams.get("mode") === "forgot" ? "forgot" : "login",
  );
  const initialEmail = searchParams.get("email") ?? "";
  const [email, setEmail] = useState(initialEmail);
  // A sign-in posted without JavaScript and refused for its email (lib/form-outcome.ts).
  const keptEmailError = keptFieldErrors(
    searchParams,
    "signIn",
    magicLinkSchema,
    { email: initialEmail },
    ["email"],
  ).email;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(mode);
  const clearFormOutcome = useClearFormOutcome();

  const heading =
    mode === "login"
      ? "Sign in to your account"
      : mode === "forgot"
        ? "Reset your password"
        : "Check Your Email";

  return (
    <AuthCard
      title="Lender Login"
      subtitle="Manage your lender profile and view borrower inquiries."
      footer={
        <>
          <AuthCardLink lead="New lender?" to="/lender-signup">
            Create a lender account
          </AuthCardLink>
          <AuthCardLink lead="Looking for a loan?" to="/auth">
            Borrower sign in
          </AuthCardLink>
        </>
      }
    >
      <Stack gap="md" onSubmitCapture={clearFormOutcome}>
        <Title order={2} fz="h4" ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
          {heading}
        </Title>
        {mode === "login" ? (
          <>
            <FormOutcomeAlert form="signIn" />
            <PasswordSignInForm
              from="lender-login"
              initialEmail={email}
              initialEmailError={keptEmailError}
              onEmailChange={setEmail}
              footer={
                // A link (?mode=forgot opens the same mode) so it works before the script runs.
                <Anchor
                  href="/lender-login?mode=forgot"
                  size="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    setMode("forgot");
                  }}
                >
                  Forgot your password?
                </Anchor>
              }
            />
          </>
        ) : mode === "forgot" ? (
          <>
            <ForgotPasswordForm
              initialEmail={email}
              onSent={(sentTo) => {
                setEmail(sentTo);
                setMode("sent");
              }}
            />
            <Button variant="subtle" onClick={() => setMode("login")}>
              Back to Login
            </Button>
          </>
        ) : (
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconMailCheck size={30} aria-hidden="true" />
            </ThemeIcon>
            <Text role="status">{TOASTS.resetLinkSent.text}</Text>
            <Text size="sm" c="dimmed">
              If an account exists for{" "}
              <Text
                span
                fw={600}
                c="var(--mantine-color-text)"
                style={{ overflowWrap: "anywhere" }}
              >
                {email}
              </Text>
              , the link arrives in a minute. It expires in 1 hour.
            </Text>
            <Button variant="default" fullWidth mt="xs" onClick={() => setMode("login")}>
              Back to Login
            </Button>
          </Stack>
        )}
      </Stack>
    </AuthCard>
  );
}
