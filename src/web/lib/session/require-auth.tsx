/**
 * Route elements for private pages. As a route's `element` they guard its child routes (they
 * render the <Outlet />); given children they guard those. While the session loads: a spinner;
 * signed out: the page's title and a sign-in prompt; the wrong role: the permission message.
 * The server enforces the same rules: these only spare the user an empty page. Inside, the
 * signed-in account is at hand through useSignedInMe().
 */
import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { createContext, type ReactNode, useContext } from "react";
import { Outlet } from "react-router";
import { hasRole, toActor } from "@/domain/policies/actor";
import type { UserType } from "@/domain/reference/statuses";
import { PageLoader } from "@/web/components/page-loader";
import { type Me, useMe } from "./me";
import { PermissionMessage, SignInRequiredMessage } from "./permission-message";

const SignedInContext = createContext<Me | null>(null);

/** The signed-in account, inside RequireAuth or RequireRole. */
export function useSignedInMe(): Me {
  const me = useContext(SignedInContext);
  if (!me) throw new Error("useSignedInMe() is used outside RequireAuth / RequireRole.");
  return me;
}

export interface RequireAuthProps {
  /** The page's title, shown over the sign-in prompt and the permission message. */
  title: string;
  /** What a signed-out visitor reads, e.g. 'Please sign in to access the admin dashboard.' */
  signInText: string;
  /** Title of the sign-in prompt (default 'Sign in required'). */
  signInTitle?: string;
  /** Spinner label while the session loads. */
  loadingLabel?: string;
  /** The guarded content; by default the child routes. */
  children?: ReactNode;
}

export interface RequireRoleProps extends RequireAuthProps {
  /** The user types allowed in. */
  roles: readonly UserType[];
  /** The permission message's second sentence, e.g. 'Admin access required.' */
  requirement: string;
  /** A page's own permission message, replacing the general one (spec 2's loan requests). */
  deniedText?: string | undefined;
}

type Gate =
  | { kind: "loading" }
  | { kind: "unreachable" }
  | { kind: "signed-out" }
  | { kind: "signed-in"; me: Me };

function useGate(): Gate & { retry: () => void; retrying: boolean } {
  const me = useMe();
  const controls = { retry: () => void me.refetch(), retrying: me.isFetching };
  // A cached "signed out" answer may be stale right after signing in: wait for the refetch.
  if (me.isPending || (me.data === null && me.isFetching)) return { kind: "loading", ...controls };
  if (me.data === undefined) return { kind: "unreachable", ...controls };
  if (me.data === null) return { kind: "signed-out", ...controls };
  return { kind: "signed-in", me: me.data, ...controls };
}

/** The account could not be loaded (the API is unreachable): the page title and Try again. */
export function AccountUnreachable({
  title,
  retry,
  retrying,
}: {
  title: string;
  retry: () => void;
  retrying: boolean;
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Alert color="red" title="We couldn't load your account" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">The server could not be reached. Please try again in a moment.</Text>
          <Button size="xs" variant="default" loading={retrying} onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

function Guard(
  props: RequireAuthProps & {
    allowed: (me: Me) => boolean;
    requirement?: string;
    deniedText?: string | undefined;
  },
) {
  const gate = useGate();
  const { title, loadingLabel = "Loading your profile...", children } = props;
  switch (gate.kind) {
    case "loading":
      return <PageLoader label={loadingLabel} />;
    case "unreachable":
      return <AccountUnreachable title={title} retry={gate.retry} retrying={gate.retrying} />;
    case "signed-out":
      return (
        <SignInRequiredMessage
          title={title}
          text={props.signInText}
          {...(props.signInTitle ? { alertTitle: props.signInTitle } : {})}
        />
      );
    case "signed-in":
      if (!props.allowed(gate.me)) {
        return (
          <PermissionMessage
            title={title}
            requirement={props.requirement ?? ""}
            deniedText={props.deniedText}
          />
        );
      }
      return (
        <SignedInContext.Provider value={gate.me}>
          {children ?? <Outlet />}
        </SignedInContext.Provider>
      );
  }
}

const anyone = () => true;

/** Signed-in users only. */
export function RequireAuth(props: RequireAuthProps) {
  return <Guard {...props} allowed={anyone} />;
}

/** Signed-in users of the given user types only; others get the permission message. */
export function RequireRole({ roles, ...props }: RequireRoleProps) {
  return <Guard {...props} allowed={(me) => hasRole(toActor(me.profile), ...roles)} />;
}
