import { Avatar, Box, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconBell, IconGauge, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { accountInitials } from "@/domain/accounts/profile";
import type { Me } from "@/web/lib/session/me";
import { useSignOut } from "@/web/lib/session/sign-out";

/**
 * Avatar menu of a signed-in user: name (if set) and email, Profile, Notifications (issue 31),
 * Dashboard, Sign out.
 */
export function UserMenu({ me }: { me: Me }) {
  const signOut = useSignOut();
  const fullName = me.profile.fullName?.trim() || null;
  const email = me.profile.email;
  const initials = accountInitials(me.profile);

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* The name starts with the initials it shows (WCAG 2.5.3 Label in Name). */}
        <UnstyledButton aria-label={`${initials}, Account menu`} style={{ borderRadius: "50%" }}>
          <Avatar color="lane" radius="xl" size={36}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          {/* Divs, not paragraphs: a role="menu" may only hold items, groups and separators. */}
          {fullName ? (
            <Text component="div" fw={600} size="sm" truncate="end">
              {fullName}
            </Text>
          ) : null}
          <Text component="div" size="xs" c="dimmed" truncate="end">
            {email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/profile"
          data-autofocus
          leftSection={<IconUser size={16} aria-hidden="true" />}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/profile/notifications"
          leftSection={<IconBell size={16} aria-hidden="true" />}
        >
          Notifications
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/dashboard"
          leftSection={<IconGauge size={16} aria-hidden="true" />}
        >
          Dashboard
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? "Signing out..." : "Sign out"}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
