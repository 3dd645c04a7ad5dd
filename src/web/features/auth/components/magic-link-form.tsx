import { Button, Stack } from "@mantine/core";
import { isEmail, useForm } from "@mantine/form";
import { useState } from "react";
import { useSendMagicLink } from "../api/auth-actions";
import { CheckYourEmail } from "./check-your-email";
import { EmailInput } from "./email-input";

interface MagicLinkFormProps {
  initialEmail: string;
}

/** Spec 2 'Sign-in page': email → 'Send Magic Link' → 'Check Your Email'. */
export function MagicLinkForm({ initialEmail }: MagicLinkFormProps) {
  const sendMagicLink = useSendMagicLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail },
    validate: { email: isEmail("Enter a valid email address") },
  });

  const send = (email: string) =>
    sendMagicLink.mutateAsync(email).then(
      () => setSentTo(email),
      () => undefined, // the error toast is shown by the mutation
    );

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        resending={sendMagicLink.isPending}
        onResend={() => send(sentTo)}
        onUseDifferentEmail={() => {
          setSentTo(null);
          form.setFieldValue("email", "");
        }}
      />
    );
  }

  return (
    <form onSubmit={form.onSubmit(({ email }) => send(email.trim()))} noValidate>
      <Stack gap="md">
        <EmailInput {...form.getInputProps("email")} />
        <Button type="submit" fullWidth disabled={sendMagicLink.isPending}>
          {sendMagicLink.isPending ? "Sending..." : "Send Magic Link"}
        </Button>
      </Stack>
    </form>
  );
}
