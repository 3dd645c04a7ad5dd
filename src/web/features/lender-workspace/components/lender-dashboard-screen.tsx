/**
 * Spec 2 'Lender dashboard' (/lender-dashboard): the pending and rejected cards, and for
 * approved lenders the Overview, Loan Inquiries and Edit Profile tabs. Inside RequireAuth.
 */
import { Container, Stack, Tabs, Text, Title } from "@mantine/core";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { PageLoader } from "@/web/components/page-loader";
import { TeamTab } from "@/web/features/lender-team";
import { LenderReviewReplies } from "@/web/features/reviews";
import { useSignedInMe } from "@/web/lib/session";
import { useLenderLeads, useLenderWorkspace } from "../api/workspace";
import { NotApprovedCard, NotLinkedAlert, PendingApprovalCard } from "./account-status-cards";
import { EditProfileTab } from "./edit-profile-tab";
import { InquiriesTab } from "./inquiries-tab";
import { OverviewTab } from "./overview-tab";
import { VerificationTab } from "./verification-tab";

export const DASHBOARD_LOADING = "Loading your dashboard...";
export const DASHBOARD_UNAVAILABLE = "Unable to load your profile. Please try refreshing the page.";

type Tab = "overview" | "inquiries" | "reviews" | "profile" | "verification" | "team";

const TABS: readonly Tab[] = [
  "overview",
  "inquiries",
  "reviews",
  "profile",
  "verification",
  "team",
];

const OWNER_TABS: readonly Tab[] = ["profile", "verification", "team"];

function ApprovedDashboard() {
  // The lead filters' GET form (and a shared filtered link) opens the Loan Inquiries tab.
  const [params] = useSearchParams();
  const fromUrl = params.get("tab");
  const [tab, setTab] = useState<Tab>(
    TABS.includes(fromUrl as Tab) ? (fromUrl as Tab) : "overview",
  );
  const workspace = useLenderWorkspace();
  const linked = workspace.data?.lender != null;
  // The overview's counts: the totals of two one-page reads (issue 31: the list is paged).
  const all = useLenderLeads({}, linked);
  const pending = useLenderLeads({ answer: "pending" }, linked);
  const now = new Date();

  if (workspace.isPending) return <PageLoader label={DASHBOARD_LOADING} />;
  if (workspace.isError || !workspace.data) return <Text>{DASHBOARD_UNAVAILABLE}</Text>;

  const counts =
    all.data && pending.data ? { pending: pending.data.total, total: all.data.total } : null;
  const data = workspace.data;
  // Issue 31 seats: a member works the requests; the profile, verification and team are the
  // owner's (the server refuses them too).
  const owner = data.seatRole !== "member";
  // An owner's tab a member cannot see (a shared link, or ownership just handed to a
  // colleague from the Team tab) shows the overview instead of an empty panel.
  const shown = owner || !OWNER_TABS.includes(tab) ? tab : "overview";

  return (
    <Stack gap="md">
      {data.lender ? null : <NotLinkedAlert />}
      <Tabs
        value={shown}
        onChange={(value) => setTab((value as Tab) ?? "overview")}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="inquiries">Loan Inquiries</Tabs.Tab>
          <Tabs.Tab value="reviews">Reviews</Tabs.Tab>
          {owner ? <Tabs.Tab value="profile">Edit Profile</Tabs.Tab> : null}
          {owner ? <Tabs.Tab value="verification">Verification</Tabs.Tab> : null}
          {owner && data.lender ? <Tabs.Tab value="team">Team</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab
            workspace={data}
            counts={data.lender ? counts : { pending: 0, total: 0 }}
            now={now}
            onShowInquiries={() => setTab("inquiries")}
            onEditProfile={() => setTab("profile")}
          />
        </Tabs.Panel>
        <Tabs.Panel value="inquiries" pt="md">
          <InquiriesTab enabled={data.lender !== null} now={now} />
        </Tabs.Panel>
        <Tabs.Panel value="reviews" pt="md">
          <Suspense fallback={null}>
            <LenderReviewReplies />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="profile" pt="md">
          {owner ? <EditProfileTab lender={data.lender} products={data.products} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="verification" pt="md">
          {tab === "verification" && owner ? <VerificationTab /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="team" pt="md">
          {tab === "team" && owner && data.lender ? <TeamTab /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function DashboardBody() {
  const { profile } = useSignedInMe();
  if (profile.userType !== "lender") return <Text>{DASHBOARD_UNAVAILABLE}</Text>;
  if (profile.approvalStatus === "approved") return <ApprovedDashboard />;
  if (profile.approvalStatus === "rejected") return <NotApprovedCard />;
  return <PendingApprovalCard />;
}

export function LenderDashboardScreen() {
  return (
    <Container size="lg" px="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Lender Dashboard</Title>
          <Text c="dimmed">Manage your profile and view borrower inquiries</Text>
        </div>
        <DashboardBody />
      </Stack>
    </Container>
  );
}
