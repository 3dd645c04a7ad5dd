// Mantine's sheets for the markup drawn here without its components (issue 34):
// mantine-css-sheets: Container Group UnstyledButton Button
import { Box, Button, Loader } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type CSSProperties, lazy, Suspense, useEffect, useState } from "react";
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
import {
  BUTTON_CLASS,
  BUTTON_INNER_CLASS,
  BUTTON_LABEL_CLASS,
  CONTAINER_CLASS,
  CONTAINER_LG,
  DEFAULT_BUTTON_STYLE,
  FILLED_BUTTON_STYLE,
  GROUP_CLASS,
  groupStyle,
  rem,
} from "../mantine-markup";
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

/*
 * Issue 34: the header is in every page, so its boxes and the visitors' two links are the
 * markup Mantine's Box, Container, Group and Button write for these props (mantine-markup.ts;
 * header-markup.test.tsx compares them), without a component each. The Products menu, the
 * account menu, the spinner and the burger stay Mantine's.
 */
const HEADER_STYLE: CSSProperties = {
  zIndex: "var(--mantine-z-index-app)",
  borderBottom: "1px solid var(--mantine-color-gray-3)",
  background: "var(--mantine-color-body)",
  position: "sticky",
  top: "0rem",
};
const CONTAINER_STYLE = { ...CONTAINER_LG, height: rem(HEADER_HEIGHT) } as CSSProperties;
const ROW_STYLE = {
  ...groupStyle("var(--mantine-spacing-md)", { justify: "space-between", wrap: "nowrap" }),
  height: "100%",
} as CSSProperties;
const BRAND_GROUP_STYLE = groupStyle("var(--mantine-spacing-lg)", { wrap: "nowrap" });
const HOME_LINK_STYLE: CSSProperties = {
  display: "inline-flex",
  textDecoration: "none",
  borderRadius: 8,
};
const NAV_STYLE = groupStyle(rem(4));
const ACCOUNT_GROUP_STYLE = groupStyle("var(--mantine-spacing-sm)", { wrap: "nowrap" });
/** `<Button component={Link} variant=…>` of a visitor's link, as Mantine writes it. */
function VisitorLink({ to, filled, children }: { to: string; filled?: boolean; children: string }) {
  return (
    <Link
      style={filled ? FILLED_BUTTON_STYLE : DEFAULT_BUTTON_STYLE}
      className={BUTTON_CLASS}
      data-variant={filled ? undefined : "default"}
      {...VISITOR_ONLY}
      to={to}
    >
      <span className={BUTTON_INNER_CLASS}>
        <span className={BUTTON_LABEL_CLASS}>{children}</span>
      </span>
    </Link>
  );
}

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
    <header style={HEADER_STYLE}>
      <div style={CONTAINER_STYLE} className={CONTAINER_CLASS} data-size="lg" data-strategy="block">
        <div style={ROW_STYLE} className={GROUP_CLASS}>
          <div style={BRAND_GROUP_STYLE} className={GROUP_CLASS}>
            <Link style={HOME_LINK_STYLE} aria-label={`${PRODUCT_NAME} home`} to="/">
              <Logo size={32} />
            </Link>
            <nav
              style={NAV_STYLE}
              className={`${GROUP_CLASS} mantine-visible-from-sm`}
              aria-label="Main"
            >
              <ProductsMenu />
              {isAdmin ? (
                <Button component={Link} to="/admin" variant="subtle">
                  Admin
                </Button>
              ) : null}
            </nav>
          </div>

          {/* The account links (from sm up) and the burger (below sm) share the right edge. */}
          <div style={ACCOUNT_GROUP_STYLE} className={GROUP_CLASS}>
            <div style={ACCOUNT_GROUP_STYLE} className={`${GROUP_CLASS} mantine-visible-from-sm`}>
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
                  <VisitorLink to="/auth">Sign in</VisitorLink>
                  <VisitorLink to="/auth?mode=signup" filled>
                    Sign up
                  </VisitorLink>
                </>
              )}
            </div>

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
          </div>
        </div>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNav opened={drawerOpened} onClose={drawer.close} me={signedIn} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </header>
  );
}
