import { Box, Button, Container, Group, Loader } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { SIGN_IN_HINT_ATTRIBUTE, VISITOR_ONLY_ATTRIBUTE } from "@/domain/accounts/sign-in-hint";
import { toActor } from "@/domain/policies/actor";
import { canAccessAdmin } from "@/domain/policies/admin-policies";
import { canHaveThreads } from "@/domain/policies/message-policies";
import { mustEnrolTwoFactor } from "@/domain/policies/two-factor-policies";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { preloadable } from "@/web/lib/preloadable";
import { useMe } from "@/web/lib/session/me";
import { Logo } from "../logo";
import { BurgerButton } from "./burger-button";
import { ProductsMenu } from "./products-menu";

/**
 * The unread messages badge (and the app's live sync) loads only for accounts that have
 * conversations: it brings the messages API, its contract and zod, which a visitor's first
 * page does not need (the bundle budget of the public pages). Like the avatar menu, the server
 * renders it (the frame's prefetch preloads it for a session; a plain React.lazy suspended on
 * the first signed-in render of each server process, which left the boundary to the browser
 * and showed React #419 there) and main.tsx loads it before hydrating a signed-in page.
 */
const unreadBadge = preloadable(
  () =>
    import("@/web/features/messages/components/header-unread-badge").then(
      (module) => module.HeaderUnreadBadge,
    ),
  { name: "header-unread-badge" },
);
const HeaderUnreadBadge = unreadBadge.Component;
export const preloadUnreadBadge = unreadBadge.preload;
export const loadUnreadBadgeBeforeHydration = unreadBadge.loadBeforeHydration;

/**
 * The drawer of narrow screens (Mantine's Drawer: modal, focus trap, scroll lock, transitions)
 * loads when the burger is first pressed, or pointed at or focused just before: a visitor who
 * never opens it never downloads it. The press is not lost: it sets the state the drawer opens
 * with once its code is there (mobile-nav.tsx).
 */
const loadMobileNav = () => import("./mobile-nav");
const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })));

/**
 * The avatar menu (Mantine's Menu, Avatar, Floating UI) is for signed-in users only. The server
 * renders it (the frame's prefetch preloads it for a session) and main.tsx loads it before
 * hydrating a signed-in page, so the avatar works from the first moment; visitors never load it.
 */
const userMenu = preloadable(() => import("./user-menu").then((module) => module.UserMenu), {
  name: "user-menu",
});
const UserMenu = userMenu.Component;
export const preloadUserMenu = userMenu.preload;
export const loadUserMenuBeforeHydration = userMenu.loadBeforeHydration;

/** Room of the avatar while its menu's code loads (signed in on this page, without a reload). */
const AVATAR_SIZE = 36;

export const HEADER_HEIGHT = 64;

const VISITOR_ONLY = { [VISITOR_ONLY_ATTRIBUTE]: "" };

/**
 * Issue 34: the page's early script marks `<html>` when the browser holds the sign-in hint, and
 * global.css then hides the visitor-only links (their room kept): the page may be the visitors'
 * shared copy given to a signed-in user. Once /api/me has answered (or failed) the header shows
 * the right links itself, and the mark goes.
 */
function useSessionKnown(known: boolean) {
  useEffect(() => {
    if (known) document.documentElement.removeAttribute(SIGN_IN_HINT_ATTRIBUTE);
  }, [known]);
}

/**
 * Spec 2 'Header and footer'. While /api/me is unanswered a small spinner holds the account
 * area; if it fails (API down) the header falls back to the signed-out links.
 */
export function Header() {
  const { data: me, isPending, isFetching, isError, dataUpdatedAt } = useMe();
  // The visitors' copy hands 'nobody' over as never fetched (dataUpdatedAt 0): not known yet.
  useSessionKnown(!isFetching && (dataUpdatedAt > 0 || isError));
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const signedIn = me ?? null;
  // Issue 33: an admin without two-factor sign-in still sees the link; the area asks for it.
  const profileActor = toActor(signedIn?.profile);
  const actor = profileActor && {
    ...profileActor,
    twoFactorEnabled: signedIn?.user.twoFactorEnabled === true,
  };
  const isAdmin = canAccessAdmin(actor) || mustEnrolTwoFactor(actor);

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

          {/* The account links (from sm up) and the burger (below sm) share the right edge. */}
          <Group gap="sm" wrap="nowrap">
            <Group gap="sm" visibleFrom="sm" wrap="nowrap">
              {isPending ? (
                <Loader size="sm" role="status" aria-label="Loading account" />
              ) : signedIn ? (
                <>
                  <Button component={Link} to="/dashboard" variant="subtle">
                    Dashboard
                  </Button>
                  <Suspense fallback={<Box w={AVATAR_SIZE} h={AVATAR_SIZE} />}>
                    <UserMenu me={signedIn} />
                  </Suspense>
                </>
              ) : (
                <>
                  <Button component={Link} to="/auth" variant="default" {...VISITOR_ONLY}>
                    Sign in
                  </Button>
                  <Button component={Link} to="/auth?mode=signup" {...VISITOR_ONLY}>
                    Sign up
                  </Button>
                </>
              )}
            </Group>

            {canHaveThreads(toActor(me?.profile)) ? (
              <Suspense fallback={null}>
                <HeaderUnreadBadge />
              </Suspense>
            ) : null}
            <BurgerButton
              hiddenFrom="sm"
              opened={drawerOpened}
              onClick={() => {
                setDrawerWanted(true);
                drawer.toggle();
              }}
              // Fetch the drawer's code as the finger or pointer arrives, before the press.
              onPointerEnter={() => void loadMobileNav()}
              onTouchStart={() => void loadMobileNav()}
              onFocus={() => void loadMobileNav()}
              aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNav opened={drawerOpened} onClose={drawer.close} me={signedIn} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </Box>
  );
}
