import { Button, Container, Group, Text } from "@mantine/core";
import { Link, Outlet, useLocation } from "react-router";
import { mustEnrolTwoFactor } from "@/domain/policies/two-factor-policies";
import { AdminEnrolmentRequired, actorWithTwoFactor } from "@/web/features/two-factor";
import { RequireRole, useSignedInMe } from "@/web/lib/session";

const ADMIN_NAV = [
  { to: "/admin", label: "Overview", exact: true },
  { to: "/admin/lenders", label: "Lenders", exact: false },
  { to: "/admin/loan-requests", label: "Loan Requests", exact: false },
  { to: "/admin/users", label: "Users", exact: false },
  { to: "/admin/audit", label: "Audit Log", exact: false },
  { to: "/admin/reviews", label: "Reviews", exact: false },
  { to: "/admin/verifications", label: "Verifications", exact: false },
  { to: "/admin/privacy", label: "Privacy", exact: false },
] as const;

/**
 * Spec 2 'Admin area': the access gate (sign-in prompt, or the permission message with the
 * current email, user type and 'Refresh Profile') around the section nav and the admin pages.
 * The API enforces the same rule; this only spares non-admins an empty page.
 */
const ADMIN_ACCESS = {
  title: "Admin",
  signInText: "Please sign in to access the admin dashboard.",
  requirement: "Admin access required.",
  roles: ["admin"],
} as const;

/** Spec 2's own message for the loan requests pages. */
const LOAN_REQUESTS_DENIED = "Access Denied: You need admin privileges to view loan requests.";

/** The section nav and the admin page. */
function AdminNav({ normalized }: { normalized: string }) {
  return (
    <>
      <Container pt="lg">
        <Text size="sm" fw={700} c="dimmed" tt="uppercase" mb="xs">
          Admin
        </Text>
        {/* The links wrap onto more rows on narrow screens: in a scroll area without a
            scrollbar their labels were cut off at 320 px (WCAG 1.4.10). */}
        <Group gap="xs" wrap="wrap" component="nav" aria-label="Admin">
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
      </Container>
      <Outlet />
    </>
  );
}

/**
 * Issue 33: an admin without two-factor sign-in sees its set-up instead of the area (the
 * server refuses them every admin call with two_factor_required).
 */
function AdminArea({ normalized }: { normalized: string }) {
  const me = useSignedInMe();
  if (mustEnrolTwoFactor(actorWithTwoFactor(me))) return <AdminEnrolmentRequired me={me} />;
  return <AdminNav normalized={normalized} />;
}

export default function AdminLayoutRoute() {
  const { pathname } = useLocation();
  const normalized = pathname.replace(/\/+$/, "");
  const onLoanRequests =
    normalized === "/admin/loan-requests" || normalized.startsWith("/admin/loan-requests/");
  return (
    <RequireRole {...ADMIN_ACCESS} deniedText={onLoanRequests ? LOAN_REQUESTS_DENIED : undefined}>
      <AdminArea normalized={normalized} />
    </RequireRole>
  );
}
