/**
 * One lender's verification evidence for the admin (/admin/verifications/:lenderId, issue 35):
 * its public state, the evidence, the previous decisions and, while the evidence waits, the
 * decision form.
 */
import { Alert, Anchor, Button, Card, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { VERIFICATION_STATUS_LABELS } from "@/domain/lenders/verification/verification-rules";
import { formatDate, formatDateTime } from "@/domain/reference/dates";
import { VerificationStatus } from "@/web/components/verification-status";
import { isApiError } from "@/web/lib/api-client";
import { useVerificationDetail } from "../api/verifications";
import { DecisionForm } from "./decision-form";
import { EvidenceSections } from "./evidence-sections";
import { PreviousDecisions } from "./previous-decisions";

const BACK = (
  <Anchor component={Link} to="/admin/verifications" size="sm">
    ← Verification queue
  </Anchor>
);

export function VerificationDetail({ lenderId }: { lenderId: string }) {
  const query = useVerificationDetail(lenderId);
  if (query.isPending) return <Loader role="status" aria-label="Loading the evidence" />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Stack gap="md" align="flex-start">
        {BACK}
        <Alert color="red" title="Evidence: could not load" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {missing
                ? "This lender has not submitted verification evidence."
                : "Something went wrong while loading. Please try again."}
            </Text>
            {missing ? null : (
              <Button size="xs" variant="default" onClick={() => query.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const detail = query.data;
  const { submission } = detail;
  return (
    <Stack gap="lg">
      {BACK}
      <div>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {detail.companyName}
        </Title>
        <Anchor component={Link} to={`/lender/${detail.slug}`} size="sm">
          Public lender page
        </Anchor>
      </div>
      <Card withBorder padding="md" component="section" aria-label="State">
        <Stack gap={4}>
          <Text size="sm">
            <Text span fw={700} inherit>
              {VERIFICATION_STATUS_LABELS[submission.status]}
            </Text>{" "}
            · submitted{" "}
            <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
          </Text>
          <VerificationStatus verification={detail.verification ?? undefined} />
          {detail.verification ? (
            <Text size="sm">Verified until {formatDate(detail.verification.expiresAt)}.</Text>
          ) : null}
        </Stack>
      </Card>
      <EvidenceSections detail={detail} />
      <PreviousDecisions lenderId={lenderId} />
      <Card withBorder padding="md">
        {submission.status === "submitted" ? (
          <DecisionForm lenderId={lenderId} companyName={detail.companyName} />
        ) : (
          <Text size="sm">
            This evidence is not waiting for a decision. The lender can submit new evidence from its
            dashboard.
          </Text>
        )}
      </Card>
    </Stack>
  );
}
