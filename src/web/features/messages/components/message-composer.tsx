/** The message box of a thread: 1-5,000 characters, Send (or Ctrl/Cmd+Enter). */
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { MESSAGE_BODY_MAX, postMessageBodySchema } from "@/domain/contract/messages";
import { useSchemaForm } from "@/web/lib/form";
import { useSendMessage } from "../api/messages";

export const MESSAGE_NOT_SENT = {
  title: "Message not sent",
  text: "Your message could not be sent. Please try again.",
};

export function MessageComposer({ submissionId }: { submissionId: string }) {
  const send = useSendMessage(submissionId);
  const form = useSchemaForm(postMessageBodySchema, { body: "" });
  const submit = form.submit(send, {
    errorToast: MESSAGE_NOT_SENT,
    onSuccess: () => form.reset(),
  });
  const length = form.getValues().body.length;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6} mt="sm">
        <Textarea
          label="Your message"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MESSAGE_BODY_MAX}
          {...form.getInputProps("body")}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {length.toLocaleString("en-US")} / {MESSAGE_BODY_MAX.toLocaleString("en-US")}
          </Text>
          <Button
            type="submit"
            size="sm"
            loading={send.isPending}
            leftSection={<IconSend size={16} aria-hidden="true" />}
          >
            {send.isPending ? "Sending..." : "Send"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
