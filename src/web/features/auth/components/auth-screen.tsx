import { Alert, Anchor, Button, Container, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconKey, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import {
  CONFIRMATION_LINK_PARAM,
  EMAIL_ALREADY_CONFIRMED,
  isConfirmationLink,
} from "@/web/features/auth/lib/auth-errors";
import { AuthErrorAlert } from "./auth-error-alert";
import { MagicLinkForm } from "./magic-link-form";
import { PasswordSignInForm, UseMagicLinkInstead } from "./password-sign-in-form";
import { PasswordSignUpForm } from "./password-sign-up-form";

type AuthTab = "magic-link" | "password";

/** Navigation state other screens hand to /auth. */
export interface AuthLocationState {
  /** Open the Password tab (after a password reset or a lender sign-up). */
  tab?: "password";
  /** A lender account was just created for this email: it must be verified before signing in. */
  lenderSignedUp?: string;
}

function readState(state: unknown): AuthLocationState {
  if (typeof state !== "object" || state === null) return {};
  const { tab, lenderSignedUp } = state as Record<string, unknown>;
  return {
    tab: tab === "password" ? "password" : undefined,
    lenderSignedUp: typeof lenderSignedUp === "string" ? lenderSignedUp : undefined,
  };
}

/**
 * Spec 2 'Sign-in page (/auth)': Magic Link and Password tabs. Query parameters: email
 * (prefill), mode=signup (the magic-link tab, which creates accounts), error and
 * error_description (the 'Authentication Error' alert, dropped once a new link is sent).
 */
export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state = readState(location.state);
  const signingUp = searchParams.get("mode") === "signup";
  const initialEmail = searchParams.get("email") ?? state.lenderSignedUp ?? "";
  const errorCode = searchParams.get("error");
  const errorDescription = searchParams.get("error_description");
  const link = searchParams.get(CONFIRMATION_LINK_PARAM);
  // A working confirmation link signs in (and /auth moves on to /dashboard); landing here
  // signed out without an error means the email was already confirmed (e.g. by a reset).
  const alreadyConfirmed = isConfirmationLink(link) && !errorCode && !errorDescription;
  const [tab, setTab] = useState<AuthTab>(
    (state.tab === "password" || isConfirmationLink(link)) && !signingUp
      ? "password"
      : "magic-link",
  );
  const [creatingAccount, setCreatingAccount] = useState(false);
  // The address typed in one form is where the next one starts (the forms remount per tab).
  const [email, setEmail] = useState(initialEmail);

  const clearError = () => {
    if (!errorCode && !errorDescription) return;
    setSearchParams(
      (params) => {
        params.delete("error");
        params.delete("error_description");
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Container size={480} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
            {signingUp ? `Create your ${PRODUCT_NAME} account` : `Welcome to ${PRODUCT_NAME}`}
          </Title>
          <Text c="dimmed" ta="center" mt="xs">
            Sign in or create an account to compare lenders and track your loan requests.
          </Text>
        </div>

        {state.lenderSignedUp ? (
          <Alert
            color="lane"
            variant="light"
            icon={<IconCircleCheck aria-hidden="true" />}
            title="Confirm your email to continue"
            role="status"
          >
            We sent a confirmation link to{" "}
            <Text span fw={600} style={{ overflowWrap: "anywhere" }}>
              {state.lenderSignedUp}
            </Text>
            . Open it to activate your lender account; you can then sign in with your password.
          </Alert>
        ) : null}

        {alreadyConfirmed ? (
          <Alert
            color="lane"
            variant="light"
            icon={<IconCircleCheck aria-hidden="true" />}
            title={EMAIL_ALREADY_CONFIRMED.title}
            role="status"
          >
            {EMAIL_ALREADY_CONFIRMED.text}
          </Alert>
        ) : null}

        {errorCode || errorDescription ? (
          <AuthErrorAlert code={errorCode ?? ""} description={errorDescription} link={link} />
        ) : null}

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
              <MagicLinkForm initialEmail={email} onSent={clearError} onEmailChange={setEmail} />
            </Tabs.Panel>

            <Tabs.Panel value="password">
              <Stack gap="md">
                {creatingAccount ? (
                  <PasswordSignUpForm initialEmail={email} onEmailChange={setEmail} />
                ) : (
                  <PasswordSignInForm
                    initialEmail={email}
                    onEmailChange={setEmail}
                    footer={<UseMagicLinkInstead onClick={() => setTab("magic-link")} />}
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
          Are you a lender?{" "}
          <Anchor component={Link} to="/lender-signup" fw={600}>
            Sign up as a lender
          </Anchor>{" "}
          or{" "}
          <Anchor component={Link} to="/lender-login" fw={600}>
            lender login
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
