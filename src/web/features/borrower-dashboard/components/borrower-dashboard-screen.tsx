import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { toActor } from "@/domain/policies/actor";
import { canManageOwnInquiries } from "@/domain/policies/inquiry-policies";
import { canWriteReviews } from "@/domain/policies/review-policies";
import { canSaveSearches } from "@/domain/policies/saved-search-policies";
import { EditProfileDialog } from "@/web/features/profile";
import { MyReviews } from "@/web/features/reviews";
import { SavedSearchList } from "@/web/features/saved-searches";
import { useSignedInMe } from "@/web/lib/session";
import { LenderApprovalNotice } from "./lender-approval-notice";
import { LoanRequestTabs } from "./loan-request-tabs";
import { NewLoanRequestDialog } from "./new-loan-request-dialog";

/** Spec 2: the welcome heading uses the full name, else the email. */
export function welcomeHeading(profile: { fullName: string | null; email: string }): string {
  return `Welcome, ${profile.fullName?.trim() || profile.email}`;
}

/**
 * Spec 2 'Borrower dashboard' inside RequireAuth (the route): the welcome, Edit Profile and
 * 'New Loan Request', then the requests. Lenders (spec 2 sends unapproved ones here) see their
 * approval state and the way to the lender dashboard instead: they have no requests of their own.
 */
export function BorrowerDashboardScreen() {
  const me = useSignedInMe();
  const profile = me.profile;
  const [editing, edit] = useDisclosure(false);
  const [creating, create] = useDisclosure(false);
  const isLender = profile.userType === "lender";
  // Only borrowers have requests of their own (the server's policy too).
  const hasRequests = canManageOwnInquiries(toActor(profile));

  return (
    <Container size="lg" px="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {welcomeHeading(profile)}
            </Title>
            <Text c="dimmed" mt={4}>
              {isLender
                ? "Your account at a glance."
                : "Track your loan requests and every lender's answer."}
            </Text>
          </div>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              onClick={edit.open}
            >
              Edit Profile
            </Button>
            {hasRequests ? (
              <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={create.open}>
                New Loan Request
              </Button>
            ) : null}
          </Group>
        </Group>

        {hasRequests ? <LoanRequestTabs onNewRequest={create.open} /> : null}
        {hasRequests && canWriteReviews(toActor(profile)) ? (
          <Suspense fallback={null}>
            <MyReviews />
          </Suspense>
        ) : null}
        {canSaveSearches(toActor(profile)) ? (
          <Suspense fallback={null}>
            <SavedSearchList />
          </Suspense>
        ) : null}
        {isLender ? <LenderApprovalNotice status={profile.approvalStatus} /> : null}
        {!hasRequests && !isLender ? (
          <Alert color="lane" title="No loan requests of your own">
            <Text size="sm">
              Admin accounts don't send loan requests. Every request is listed in the{" "}
              <Anchor component={Link} to="/admin/loan-requests">
                admin area
              </Anchor>
              .
            </Text>
          </Alert>
        ) : null}
      </Stack>
      <EditProfileDialog
        opened={editing}
        onClose={edit.close}
        profile={profile}
        email={profile.email}
      />
      <NewLoanRequestDialog opened={creating} onClose={create.close} />
    </Container>
  );
}
