/**
 * The evidence a lender submitted (issue 35), as the admin reads it: the entity and its state
 * of registration, the licences, the funded loans with their references and documents, every
 * uploaded file (downloads: the lender's team and admins only), and the signed pledge.
 */
import { Anchor, Card, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import {
  type AdminVerificationDetail,
  type EvidenceFile,
  evidenceFileUrl,
} from "@/domain/contract/lender-verification";
import { formatDateTime, formatDayUtc } from "@/domain/reference/dates";
import { stateNameOfCode } from "@/domain/reference/us-states";
import { fileSizeText } from "../lib/verification-format";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function FileLink({ file }: { file: EvidenceFile }) {
  return (
    <Anchor
      href={evidenceFileUrl(file.id)}
      download={file.name}
      style={{ overflowWrap: "anywhere" }}
    >
      {file.name}
    </Anchor>
  );
}

function stateText(code: string): string {
  const name = stateNameOfCode(code);
  return name ? `${name} (${code})` : code;
}

export function EvidenceSections({ detail }: { detail: AdminVerificationDetail }) {
  const { submission, files } = detail;
  const fileById = new Map(files.map((file) => [file.id, file]));
  return (
    <Stack gap="md">
      <Section title="Entity">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {submission.entityName}
        </Text>
        <Text size="sm">Registered in {stateText(submission.registrationState)}</Text>
      </Section>
      <Section title="Licences">
        {submission.licences.length === 0 ? (
          <Text size="sm" c="dimmed">
            None listed.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {submission.licences.map((licence) => (
              <List.Item key={`${licence.state}-${licence.number}`}>
                {stateText(licence.state)}:{" "}
                <span style={{ overflowWrap: "anywhere" }}>{licence.number}</span>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title={`Funded loans (${submission.fundedLoans.length})`}>
        <List size="sm" spacing="sm" type="ordered">
          {submission.fundedLoans.map((loan, index) => {
            const file = loan.evidenceFileId ? fileById.get(loan.evidenceFileId) : undefined;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the submitted list's order is its identity
              <List.Item key={index}>
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {loan.description}
                </Text>
                <Text size="sm">Funded {formatDayUtc(loan.fundedOn)}</Text>
                {loan.reference ? (
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    Public record: {loan.reference}
                  </Text>
                ) : null}
                {file ? (
                  <Text size="sm">
                    Document: <FileLink file={file} />
                  </Text>
                ) : loan.evidenceFileId ? (
                  <Text size="sm" c="red.9">
                    Document: not found
                  </Text>
                ) : null}
              </List.Item>
            );
          })}
        </List>
      </Section>
      <Section title="Uploaded documents">
        {files.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents uploaded.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {files.map((file) => (
              <List.Item key={file.id}>
                <FileLink file={file} />{" "}
                <Text span size="sm" c="dimmed">
                  ({fileSizeText(file.size)}, uploaded{" "}
                  <time dateTime={file.createdAt}>{formatDateTime(file.createdAt)}</time>)
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Pledge">
        <Text size="sm">Signed · wording of {formatDayUtc(submission.pledgeVersion)}</Text>
        <Text
          size="sm"
          component="blockquote"
          m={0}
          pl="sm"
          style={{ borderLeft: "3px solid var(--mantine-color-gray-4)" }}
        >
          {submission.pledgeText}
        </Text>
      </Section>
    </Stack>
  );
}
