import { Alert, Container, Stack, Title } from "@mantine/core";
import type { Me } from "@/web/lib/session";
import { TwoFactorCard } from "./two-factor-card";

/**
 * What the admin area shows an admin without two-factor sign-in (issue 33): the server
 * refuses them every admin call (403 two_factor_required) until they set it up, here.
 */
export function AdminEnrolmentRequired({ me }: { me: Me }) {
  return (
    <Container size="md" px="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Title order={1}>Set up two-factor sign-in</Title>
        <Alert color="blue" variant="light" title="Required for the admin area">
          Admins see every customer's data, so the admin area opens only to accounts that sign in
          with a code from an authenticator app as well. Set it up below; it takes a minute.
        </Alert>
        <TwoFactorCard me={me} />
      </Stack>
    </Container>
  );
}
