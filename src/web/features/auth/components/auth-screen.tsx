import { Alert, Anchor, Button, Container, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconKey, IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import {
  AUTH_TAB_PARAM,
  type AuthTab,
  CREATE_ACCOUNT_PARAM,
  LENDER_SIGNED_UP_PARAM,
} from "@/domain/accounts/auth-forms";
import { magicLinkSchema } from "@/domain/accounts/auth-schemas";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import {
  CONFIRMATION_LINK_PARAM,
  EMAIL_ALREADY_CONFIRMED,
  isConfirmationLink,
} from "@/web/features/auth/lib/auth-errors";
import { keptFieldErrors, withoutFormOutcome } from "../lib/form-outcome";
import { AuthErrorAlert } from "./auth-error-alert";
import { FormOutcomeAlert, useClearFormOutcome } from "./form-outcome-alert";
import { MagicLinkForm } from "./magic-link-form";
import { PasswordSignInForm, UseMagicLinkInstead } from "./password-sign-in-form";
import { PasswordSignUpForm } from "./password-sign-up-form";
import { TermsConsentLine } from "./terms-consent-line";

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

interface AuthView {
  tab: AuthTab;
  /** The Password tab's sign-up form instead of sign-in. */
  create: boolean;
}

/** The page's address showing `view`: the outcome of an earlier post dropped. */
function paramsFor(current: URLSearchParams, view: AuthView): URLSearchParams {
  const params = withoutFormOutcome(new URLSearchParams(current));
  params.set(AUTH_TAB_PARAM, view.tab);
  if (view.create && view.tab === "password") params.set(CREATE_ACCOUNT_PARAM, "1");
  else params.delete(CREATE_ACCOUNT_PARAM);
  return params;
}

/**
 * Mantine's tab is a polymorphic button underneath: as a link (`/auth?tab=password`) it works
 * before the page's script has run and without one (issue 30); the script then switches tabs
 * in place (Tabs' onChange) instead of following it.
 */
function tabLink(href: string) {
  return {
    component: "a",
    href,
    onClick: (event: { preventDefault(): void }) => event.preventDefault(),
  } as object;
}

/**
 * Spec 2 'Sign-in page (/auth)': Magic Link and Password tabs. Query parameters: email
 * (prefill), mode=signup (the magic-link tab, which creates accounts), tab (magic-link or
 * password; create=1 the password sign-up form), error and error_description (the
 * 'Authentication Error' alert, dropped once a new link is sent) and the outcome of a form
 * posted without JavaScript (lib/form-outcome.ts).
 */
export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state = readState(location.state);
  const signingUp = searchParams.get("mode") === "signup";
  const lenderSignedUp = state.lenderSignedUp ?? searchParams.get(LENDER_SIGNED_UP_PARAM) ?? "";
  const initialEmail = searchParams.get("email") ?? lenderSignedUp;
  const errorCode = searchParams.get("error");
  const errorDescription = searchParams.get("error_description");
  const link = searchParams.get(CONFIRMATION_LINK_PARAM);
  // A working confirmation link signs in (and /auth moves on to /dashboard); landing here
  // signed out without an error means the email was already confirmed (e.g. by a reset).
  const alreadyConfirmed = isConfirmationLink(link) && !errorCode && !errorDescription;
  const urlTab = searchParams.get(AUTH_TAB_PARAM);
  const tab: AuthTab =
    urlTab === "password" || urlTab === "magic-link"
      ? urlTab
      : (state.tab === "password" || isConfirmationLink(link)) && !signingUp
        ? "password"
        : "magic-link";
  const creatingAccount = tab === "password" && searchParams.get(CREATE_ACCOUNT_PARAM) === "1";
  // The address typed in one form is where the next one starts (the forms remount per tab).
  const [email, setEmail] = useState(initialEmail);
  const clearFormOutcome = useClearFormOutcome();
  const emailErrors = (form: "magicLink" | "signIn" | "signUp") =>
    keptFieldErrors(searchParams, form, magicLinkSchema, { email: initialEmail }, ["email"]).email;

  const hrefOf = (view: AuthView) => `/auth?${paramsFor(searchParams, view).toString()}`;
  // The address follows the view (replaced, not pushed), keeping the page's navigation state.
  const show = (view: AuthView) =>
    setSearchParams((params) => paramsFor(params, view), {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });

  const clearError = () => {
    if (!errorCode && !errorDescription) return;
    setSearchParams(
      (params) => {
        params.delete("error");
        params.delete("error_description");
        return params;
      },
      { replace: true, state: location.state },
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

        {lenderSignedUp ? (
          <Alert
            color="lane"
            variant="light"
            icon={<IconCircleCheck aria-hidden="true" />}
            title="Confirm your email to continue"
            role="status"
          >
            We sent a confirmation link to{" "}
            <Text span fw={600} style={{ overflowWrap: "anywhere" }}>
              {lenderSignedUp}
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

        <Paper
          withBorder
          shadow="sm"
          p={{ base: "md", sm: "xl" }}
          radius="md"
          onSubmitCapture={clearFormOutcome}
        >
          <Tabs
            value={tab}
            onChange={(value) =>
              show({ tab: value === "password" ? "password" : "magic-link", create: false })
            }
            keepMounted={false}
          >
            <Tabs.List grow mb="lg">
              <Tabs.Tab
                value="magic-link"
                leftSection={<IconMail size={16} aria-hidden="true" />}
                {...tabLink(hrefOf({ tab: "magic-link", create: false }))}
              >
                Magic Link
              </Tabs.Tab>
              <Tabs.Tab
                value="password"
                leftSection={<IconKey size={16} aria-hidden="true" />}
                {...tabLink(hrefOf({ tab: "password", create: false }))}
              >
                Password
              </Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="magic-link">
              <Stack gap="md">
                <FormOutcomeAlert form="magicLink" />
                <MagicLinkForm
                  initialEmail={email}
                  initialError={emailErrors("magicLink")}
                  onSent={clearError}
                  onEmailChange={setEmail}
                />
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="password">
              <Stack gap="md">
                {creatingAccount ? (
                  <>
                    <FormOutcomeAlert form="signUp" />
                    <PasswordSignUpForm
                      initialEmail={email}
                      initialEmailError={emailErrors("signUp")}
                      onEmailChange={setEmail}
                    />
                  </>
                ) : (
                  <>
                    <FormOutcomeAlert form="signIn" />
                    <PasswordSignInForm
                      from="auth"
                      initialEmail={email}
                      initialEmailError={emailErrors("signIn")}
                      onEmailChange={setEmail}
                      footer={
                        <UseMagicLinkInstead
                          href={hrefOf({ tab: "magic-link", create: false })}
                          onClick={() => show({ tab: "magic-link", create: false })}
                        />
                      }
                    />
                  </>
                )}
                <Button
                  component="a"
                  href={hrefOf({ tab: "password", create: !creatingAccount })}
                  variant="subtle"
                  size="sm"
                  onClick={(event) => {
                    event.preventDefault();
                    show({ tab: "password", create: !creatingAccount });
                  }}
                >
                  {creatingAccount ? "Already have an account? Sign in" : "Create an account"}
                </Button>
              </Stack>
            </Tabs.Panel>
          </Tabs>
          <TermsConsentLine />
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
