import { Container, Stack, Tabs, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { LendersList } from "@/web/features/admin-lenders";
import { AdminLoanRequestsList } from "@/web/features/admin-loan-requests";
import { RequireRole } from "@/web/lib/session";

const TABS = ["lenders", "loan-requests"] as const;
type Tab = (typeof TABS)[number];

/**
 * Spec 2: the older combined admin page, tabs Lenders and Loan Requests, built from the
 * admin area's own components. The tab lives in the URL (?tab=); switching tabs drops the
 * other tab's search and page, which share the parameter names.
 */
export default function AdminLegacyRoute() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : "lenders";
  return (
    <RequireRole
      title="Admin"
      signInText="Please sign in to access the admin dashboard."
      requirement="Admin access required."
      roles={["admin"]}
    >
      <Container py="lg">
        <Stack gap="md">
          <Title order={1}>Admin Dashboard</Title>
          <Tabs
            value={tab}
            onChange={(next) => setParams(next && next !== "lenders" ? { tab: next } : {})}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="lenders">Lenders</Tabs.Tab>
              <Tabs.Tab value="loan-requests">Loan Requests</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="lenders" pt="md">
              <LendersList headingOrder={2} />
            </Tabs.Panel>
            <Tabs.Panel value="loan-requests" pt="md">
              <AdminLoanRequestsList />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </RequireRole>
  );
}
