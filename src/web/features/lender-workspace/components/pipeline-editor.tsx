/**
 * The lender's private stage and notes of one request (issue 31 'Pipeline'). Only the lender
 * sees them; the borrower's view does not change. Native select and textarea: usable by
 * keyboard and at 375 px, saved with one button.
 */
import { Button, Group, NativeSelect, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import {
  PIPELINE_NOTES_MAX,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
} from "@/domain/loan-requests/pipeline";
import { useSetPipeline } from "../api/workspace";

export const PIPELINE_HINT = "Private to your company: the borrower never sees it.";

export function PipelineEditor({
  submissionId,
  title,
  stage,
  notes,
}: {
  submissionId: string;
  title: string;
  stage: PipelineStage;
  notes: string | null;
}) {
  const [draftStage, setDraftStage] = useState<PipelineStage>(stage);
  const [draftNotes, setDraftNotes] = useState(notes ?? "");
  const save = useSetPipeline();
  const changed = draftStage !== stage || draftNotes.trim() !== (notes ?? "");
  return (
    <Stack gap={6} component="section" aria-label={`Pipeline of ${title}`}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Stage"
          description={PIPELINE_HINT}
          value={draftStage}
          onChange={(event) => setDraftStage(event.currentTarget.value as PipelineStage)}
          data={PIPELINE_STAGES.map((value) => ({ value, label: PIPELINE_STAGE_LABELS[value] }))}
          w={{ base: "100%", xs: 220 }}
        />
      </Group>
      <Textarea
        label="Private notes"
        value={draftNotes}
        onChange={(event) => setDraftNotes(event.currentTarget.value)}
        maxLength={PIPELINE_NOTES_MAX}
        rows={2}
      />
      <Group>
        <Button
          size="xs"
          variant="default"
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ submissionId, body: { stage: draftStage, notes: draftNotes } })
          }
          aria-label={`Save pipeline of ${title}`}
        >
          Save pipeline
        </Button>
      </Group>
    </Stack>
  );
}
