import { Button, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { AUTH_FORM_PATHS } from "@/domain/accounts/auth-forms";
import { magicLinkSchema } from "@/domain/accounts/auth-schemas";
import { useHydrated } from "@/web/lib/use-hydrated";
import { useSendMagicLink } from "../api/send-magic-link";
import { lockAfterSend, lockDeadline } from "../lib/resend-lock";
import { AuthNextField } from "./auth-next-field";
import { CheckYourEmail } from "./check-your-email";
import { EmailInput } from "./email-input";

interface MagicLinkFormProps {
  initialEmail: string;
  /** Called after a link was sent (the page then drops a stale error alert). */
  onSent?: () => void;
  /** Told of every email edit, so the other tab starts from the same address. */
  onEmailChange?: (email: string) => void;
  /** The email's message when the form came back refused from a post without JavaScript. */
  initialError?: string | undefined;
}

interface Sent {
  email: string;
  lockedUntil: number;
}

/**
 * Spec 2 'Sign-in page': email → 'Send Magic Link' → 'Check Your Email'. When the server
 * refuses because a link was sent to that address moments ago, the toast says so and the
 * page still moves on to 'Check Your Email', locked for the seconds the server named.
 */
export function MagicLinkForm({
  initialEmail,
  onSent,
  onEmailChange,
  initialError,
}: MagicLinkFormProps) {
  const sendMagicLink = useSendMagicLink();
  const hydrated = useHydrated();
  const [sent, setSent] = useState<Sent | null>(null);
  // After 'Use Different Email' the button that had focus is gone: focus goes to the field.
  const [backFromSent, setBackFromSent] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail },
    initialErrors: initialError ? { email: initialError } : {},
    validate: schemaResolver(magicLinkSchema, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.email !== previous.email) onEmailChange?.(values.email);
    },
  });

  const send = (email: string) =>
    sendMagicLink.mutate(email, {
      onSuccess: () => {
        setSent({ email, lockedUntil: lockDeadline(lockAfterSend({ ok: true }) ?? 0, Date.now()) });
        onSent?.();
      },
      onError: (error) => {
        const lock = lockAfterSend({ ok: false, error });
        if (lock !== null) setSent({ email, lockedUntil: lockDeadline(lock, Date.now()) });
      },
    });

  if (sent) {
    return (
      <CheckYourEmail
        email={sent.email}
        lockedUntil={sent.lockedUntil}
        resending={sendMagicLink.isPending}
        onResend={() => send(sent.email)}
        onUseDifferentEmail={() => {
          setSent(null);
          setBackFromSent(true);
          form.setValues({ email: "" });
        }}
      />
    );
  }

  // A real form (issue 30): posted by the browser before or without the script, which checks
  // its fields natively until then; the script then sends it itself (onSubmit).
  return (
    <form
      method="post"
      action={AUTH_FORM_PATHS.magicLink}
      onSubmit={form.onSubmit((values) => send(magicLinkSchema.parse(values).email))}
      noValidate={hydrated}
    >
      <AuthNextField />
      <Stack gap="md">
        <EmailInput name="email" autoFocus={backFromSent} {...form.getInputProps("email")} />
        <Button type="submit" fullWidth disabled={sendMagicLink.isPending}>
          {sendMagicLink.isPending ? "Sending..." : "Send Magic Link"}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          No account yet? A magic link creates a new account automatically.
        </Text>
      </Stack>
    </form>
  );
}
