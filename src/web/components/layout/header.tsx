import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Container.layer.css";
import { Box, Burger, Button, Container, Group, Loader } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { toActor } from "@/domain/policies/actor";
import { canAccessAdmin } from "@/domain/policies/admin-policies";
import { canHaveThreads } from "@/domain/policies/message-policies";
import { PRODUCT_NAME } from "@/domain/route-meta";
import { useMe } from "@/web/lib/session";
import { Logo } from "../logo";
import { MobileNav } from "./mobile-nav";
import { ProductsMenu } from "./products-menu";
import { UserMenu } from "./user-menu";

/**
 * The unread messages badge (and the app's live sync) loads only for accounts that have
 * conversations: it brings the messages API, its contract and zod, which a visitor's first
 * page does not need (the bundle budget of the public pages).
 */
const HeaderUnreadBadge = lazy(() =>
  import("@/web/features/messages/components/header-unread-badge").then((module) => ({
    default: module.HeaderUnreadBadge,
  })),
);

export const HEADER_HEIGHT = 64;

/**
 * Spec 2 'Header and footer'. While /api/me is unanswered a small spinner holds the account
 * area; if it fails (API down) the header falls back to the signed-out links.
 */
export function Header() {
  const { data: me, isPending } = useMe();
  const [drawerOpened, drawer] = useDisclosure(false);
  const signedIn = me ?? null;
  const isAdmin = canAccessAdmin(toActor(signedIn?.profile));

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{
        zIndex: "var(--mantine-z-index-app)",
        borderBottom: "1px solid var(--mantine-color-gray-3)",
      }}
    >
      <Container h={HEADER_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Box
              component={Link}
              to="/"
              aria-label={`${PRODUCT_NAME} home`}
              style={{ display: "inline-flex", textDecoration: "none", borderRadius: 8 }}
            >
              <Logo size={32} />
            </Box>
            <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
              <ProductsMenu />
              {isAdmin ? (
                <Button component={Link} to="/admin" variant="subtle">
                  Admin
                </Button>
              ) : null}
            </Group>
          </Group>

          <Group gap="sm" visibleFrom="sm" wrap="nowrap">
            {isPending ? (
              <Loader size="sm" aria-label="Loading account" />
            ) : signedIn ? (
              <>
                <Button component={Link} to="/dashboard" variant="subtle">
                  Dashboard
                </Button>
                <UserMenu me={signedIn} />
              </>
            ) : (
              <>
                <Button component={Link} to="/auth" variant="default">
                  Sign in
                </Button>
                <Button component={Link} to="/auth?mode=signup">
                  Sign up
                </Button>
              </>
            )}
          </Group>

          <Group gap="xs" wrap="nowrap">
            {canHaveThreads(toActor(me?.profile)) ? (
              <Suspense fallback={null}>
                <HeaderUnreadBadge />
              </Suspense>
            ) : null}
            <Burger
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={drawer.toggle}
              aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>
      <MobileNav opened={drawerOpened} onClose={drawer.close} me={signedIn} isAdmin={isAdmin} />
    </Box>
  );
}
