/**
 * Issue 35: the dashboard's Verification tab: what the public sees ('Verified' with its date
 * and checks, or 'Not yet verified'), the state of the latest evidence with the admin's
 * message, the uploaded documents, and the evidence form (unless evidence waits for review).
 */
import { Alert, Anchor, Card, List, Loader, Stack, Text, Title } from "@mantine/core";
import { VERIFICATION_STATUS_LABELS } from "@/domain/lenders/verification/verification-rules";
import { formatDate } from "@/domain/reference/dates";
import { VerificationStatus } from "@/web/components/verification-status";
import { useOwnVerification } from "../api/verification";
import { VerificationForm } from "./verification-form";

export function VerificationTab() {
  const { data, isPending, isError } = useOwnVerification();
  if (isPending) return <Loader role="status" aria-label="Loading your verification" />;
  if (isError || !data) return <Text c="red.8">Could not load your verification.</Text>;
  const { submission } = data;
  return (
    <Stack gap="lg">
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Your public verification
          </Title>
          <VerificationStatus verification={data.verification} size="md" />
          {data.verification ? (
            <Text size="sm">Valid until {formatDate(data.verification.expiresAt)}.</Text>
          ) : null}
        </Stack>
      </Card>
      {submission ? (
        <Alert
          title={`Latest evidence: ${VERIFICATION_STATUS_LABELS[submission.status]}`}
          color={submission.status === "rejected" ? "red" : "lane"}
        >
          <Text size="sm">Submitted {formatDate(submission.submittedAt)}.</Text>
          {submission.adminMessage ? (
            <Text size="sm" mt={4} style={{ whiteSpace: "pre-line" }}>
              {submission.adminMessage}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {data.files.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} fz="md">
            Your documents (only you and LenderLane's admins can open them)
          </Title>
          <List size="sm">
            {data.files.map((file) => (
              <List.Item key={file.id}>
                <Anchor href={`/api/verification-files/${file.id}`} download={file.name}>
                  {file.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {submission?.status === "submitted" ? null : <VerificationForm data={data} />}
    </Stack>
  );
}
