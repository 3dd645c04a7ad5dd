import { Box, Button, Divider, Drawer, NavLink, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import type { Me } from "@/web/lib/session/me";
import { useSignOut } from "@/web/lib/session/sign-out";
import { Logo } from "../logo";

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  me: Me | null;
  isAdmin: boolean;
}

/**
 * Header links for narrow screens, in a drawer opened by the header's burger. The header loads
 * this module on the first press and mounts it already `opened`: the drawer first renders closed
 * and opens a moment later, so it animates in and, on closing, returns focus to the burger
 * (Mantine records the element to return to when `opened` turns true, not at mount).
 */
export function MobileNav({ opened, onClose, me, isAdmin }: MobileNavProps) {
  const signOut = useSignOut();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const fullName = me?.profile.fullName?.trim() || null;

  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      position="right"
      size="min(320px, 100%)"
      title={<Logo size={28} />}
      closeButtonProps={{ "aria-label": "Close navigation" }}
    >
      <Stack gap="xs" component="nav" aria-label="Main">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
          Products
        </Text>
        {LOAN_TYPES.map((type) => (
          <NavLink
            key={type}
            component={Link}
            to={LOAN_TYPE_INFO[type].route}
            label={LOAN_TYPE_INFO[type].label}
            onClick={onClose}
          />
        ))}
        {isAdmin ? <NavLink component={Link} to="/admin" label="Admin" onClick={onClose} /> : null}
        <Divider my="xs" />
        {me ? (
          <>
            {/* Long names and emails wrap instead of running out of the 320 px drawer. */}
            <Box px="sm" style={{ overflowWrap: "anywhere" }}>
              {fullName ? <Text fw={600}>{fullName}</Text> : null}
              <Text size="sm" c="dimmed">
                {me.profile.email}
              </Text>
            </Box>
            <NavLink component={Link} to="/profile" label="Profile" onClick={onClose} />
            <NavLink
              component={Link}
              to="/profile/notifications"
              label="Notifications"
              onClick={onClose}
            />
            <NavLink component={Link} to="/dashboard" label="Dashboard" onClick={onClose} />
            <Button
              variant="default"
              mt="xs"
              loading={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSettled: onClose })}
            >
              Sign out
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to="/auth" variant="default" onClick={onClose}>
              Sign in
            </Button>
            <Button component={Link} to="/auth?mode=signup" onClick={onClose}>
              Sign up
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
