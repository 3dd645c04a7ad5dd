import { Anchor, Button, Container, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconKey, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { AuthErrorAlert } from "./auth-error-alert";
import { MagicLinkForm } from "./magic-link-form";
import { PasswordSignInForm } from "./password-sign-in-form";
import { PasswordSignUpForm } from "./password-sign-up-form";

type AuthTab = "magic-link" | "password";

/**
 * Spec 2 'Sign-in page (/auth)', minimal version: magic link, password sign-in and a small
 * password sign-up. Query parameters: email (prefill), mode=signup (magic-link tab),
 * error / error_description (alert).
 */
export function AuthScreen() {
  const [searchParams] = useSearchParams();
  const initialEmail = searchParams.get("email") ?? "";
  const errorCode = searchParams.get("error");
  const errorDescription = searchParams.get("error_description");
  const [tab, setTab] = useState<AuthTab>("magic-link");
  const [creatingAccount, setCreatingAccount] = useState(false);

  return (
    <Container size={460} py={{ base: "xl", sm: 64 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} ta="center">
            Welcome to {PRODUCT_NAME}
          </Title>
          <Text c="dimmed" ta="center" mt="xs">
            Sign in or create an account to compare lenders and track your loan requests.
          </Text>
        </div>

        {errorCode ? <AuthErrorAlert code={errorCode} description={errorDescription} /> : null}

        <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
          <Tabs
            value={tab}
            onChange={(value) => setTab(value === "password" ? "password" : "magic-link")}
            keepMounted={false}
          >
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="magic-link" leftSection={<IconMail size={16} aria-hidden="true" />}>
                Magic Link
              </Tabs.Tab>
              <Tabs.Tab value="password" leftSection={<IconKey size={16} aria-hidden="true" />}>
                Password
              </Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="magic-link">
              <MagicLinkForm initialEmail={initialEmail} />
            </Tabs.Panel>

            <Tabs.Panel value="password">
              <Stack gap="md">
                {creatingAccount ? (
                  <PasswordSignUpForm initialEmail={initialEmail} />
                ) : (
                  <PasswordSignInForm
                    initialEmail={initialEmail}
                    onUseMagicLink={() => setTab("magic-link")}
                  />
                )}
                <Button
                  variant="subtle"
                  size="sm"
                  onClick={() => setCreatingAccount((value) => !value)}
                >
                  {creatingAccount ? "Already have an account? Sign in" : "Create an account"}
                </Button>
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Paper>

        <Text size="sm" c="dimmed" ta="center">
          New here? A magic link creates your account automatically. Lending company?{" "}
          <Anchor component={Link} to="/lender-signup">
            Sign up as a lender
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
