import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";

/** Seconds before another magic link may be requested. */
const RESEND_COOLDOWN_SECONDS = 60;

interface CheckYourEmailProps {
  email: string;
  resending: boolean;
  onResend: () => Promise<unknown>;
  onUseDifferentEmail: () => void;
}

export function CheckYourEmail({
  email,
  resending,
  onResend,
  onUseDifferentEmail,
}: CheckYourEmailProps) {
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COOLDOWN_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const resend = async () => {
    await onResend();
    setSecondsLeft(RESEND_COOLDOWN_SECONDS);
  };

  return (
    <Stack align="center" ta="center" gap="sm" role="status">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMailCheck size={30} aria-hidden="true" />
      </ThemeIcon>
      <Title order={2} fz="h3">
        Check Your Email
      </Title>
      <Text size="sm">We sent a sign-in link to</Text>
      <Text fw={600} style={{ wordBreak: "break-all" }}>
        {email}
      </Text>
      <Text size="sm" c="dimmed">
        The link expires in 1 hour and can be used once.
      </Text>
      <Stack gap="xs" w="100%" mt="sm">
        <Button variant="default" onClick={resend} disabled={resending || secondsLeft > 0}>
          {resending ? "Sending..." : secondsLeft > 0 ? `Resend in ${secondsLeft}s` : "Resend"}
        </Button>
        <Button variant="subtle" onClick={onUseDifferentEmail}>
          Use Different Email
        </Button>
      </Stack>
    </Stack>
  );
}
