import { Alert, Button, Container, Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { useMe } from "@/web/features/auth/api/get-me";

const ADMIN_NAV = [
  { to: "/admin", label: "Overview", exact: true },
  { to: "/admin/lenders", label: "Lenders", exact: false },
  { to: "/admin/loan-requests", label: "Loan Requests", exact: false },
  { to: "/admin/users", label: "Users", exact: false },
] as const;

/**
 * Spec 2 'Admin area' layout: the section nav and an access gate (the API enforces the same
 * rule; this only spares non-admins an empty page).
 */
export default function AdminLayoutRoute() {
  const { pathname } = useLocation();
  const me = useMe();

  if (me.isPending) return <PageLoader label="Loading your profile..." />;

  if (!me.data) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Admin
        </Title>
        <Alert icon={<IconLock aria-hidden="true" />} title="Sign in required" color="lane">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Please sign in to access the admin dashboard.</Text>
            <Button component={Link} to="/auth" size="xs">
              Sign in
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  if (me.data.profile?.userType !== "admin") {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          Admin
        </Title>
        <Alert icon={<IconLock aria-hidden="true" />} title="Access denied" color="red">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              You don't have permission to access this page. Admin access required.
            </Text>
            <Text size="sm">
              Signed in as {me.data.profile?.email ?? me.data.user.email} (user type:{" "}
              {me.data.profile?.userType ?? "none"}).
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={me.isFetching}
              onClick={() => void me.refetch()}
            >
              Refresh Profile
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const normalized = pathname.replace(/\/+$/, "");
  return (
    <>
      <Container pt="lg">
        <Text size="sm" fw={700} c="dimmed" tt="uppercase" mb="xs">
          Admin
        </Text>
        <ScrollArea type="never">
          <Group gap="xs" wrap="nowrap" component="nav" aria-label="Admin">
            {ADMIN_NAV.map((item) => {
              const active = item.exact
                ? normalized === item.to
                : normalized === item.to || normalized.startsWith(`${item.to}/`);
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  variant={active ? "light" : "subtle"}
                  aria-current={active ? "page" : undefined}
                >
                  {item.label}
                </Button>
              );
            })}
          </Group>
        </ScrollArea>
      </Container>
      <Outlet />
    </>
  );
}
