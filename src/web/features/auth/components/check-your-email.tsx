import { Button, Stack, Text, Title } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { ThemeIcon } from "@/web/components/theme-icon";
import { resendButtonText } from "@/web/features/auth/lib/auth-errors";
import { secondsUntil } from "../lib/resend-lock";

interface CheckYourEmailProps {
  email: string;
  /** When another link may be requested (ms since the epoch). */
  lockedUntil: number;
  resending: boolean;
  onResend: () => void;
  onUseDifferentEmail: () => void;
}

function useSecondsUntil(deadline: number): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline, Date.now()));
  useEffect(() => {
    const tick = () => setSecondsLeft(secondsUntil(deadline, Date.now()));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return secondsLeft;
}

/**
 * Spec 2 'Sign-in page': after a link is sent, the address, the one-hour note, 'Resend in Ns'
 * (locked until the deadline: 60 s after a send, or the server's N) and 'Use Different Email'.
 */
export function CheckYourEmail({
  email,
  lockedUntil,
  resending,
  onResend,
  onUseDifferentEmail,
}: CheckYourEmailProps) {
  const secondsLeft = useSecondsUntil(lockedUntil);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the new content instead of a vanished form.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconMailCheck size={30} aria-hidden="true" />
      </ThemeIcon>
      <Title order={2} fz="h3" ref={headingRef} tabIndex={-1} style={{ outline: "none" }}>
        Check Your Email
      </Title>
      <div role="status">
        <Text size="sm">We sent a magic link to</Text>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {email}
        </Text>
      </div>
      <Text size="sm" c="dimmed">
        Click the link in the email to sign in. The link expires in 1 hour and works once.
      </Text>
      <Stack gap="xs" w="100%" mt="sm">
        <Button variant="default" onClick={onResend} disabled={resending || secondsLeft > 0}>
          {resending ? "Sending..." : resendButtonText(secondsLeft)}
        </Button>
        <Button variant="subtle" onClick={onUseDifferentEmail}>
          Use Different Email
        </Button>
      </Stack>
    </Stack>
  );
}
