/**
 * /profile/notifications (issue 31): every mail LenderLane sends this account, grouped; the
 * ones that can be turned off as switches, the conversation digest's frequency, and the ones
 * always sent with the reason. A real form (POST /profile/notifications, form-encoded) that
 * works without JavaScript; with the script it saves through PUT without leaving the page.
 * The unsubscribe links in the mails change the same settings.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Radio,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { consentText } from "@/domain/consent/consent-wordings";
import type { NotificationKind } from "@/domain/contract/messages";
import {
  NOTIFICATION_SETTINGS_FORM_MARKER,
  NOTIFICATION_SETTINGS_FORM_PATH,
  NOTIFICATION_SETTINGS_SAVED,
  type NotificationSettings,
} from "@/domain/contract/notification-settings";
import {
  DIGEST_FREQUENCIES,
  DIGEST_FREQUENCY_LABELS,
  type DigestFrequency,
  hasDigest,
  MAIL_SETTINGS,
} from "@/domain/notifications/mail-settings";
import { PageLoader } from "@/web/components/page-loader";
import { useHydrated } from "@/web/lib/use-hydrated";
import {
  useChangeNotificationSettings,
  useNotificationSettings,
} from "../api/notification-settings";

export const SETTINGS_SAVED_TEXT = "Your notification settings are saved.";
export const SETTINGS_FAILED_TEXT = "Your settings were not saved. Please try again.";

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const change = useChangeNotificationSettings();
  const [kinds, setKinds] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(settings.kinds.map((entry) => [entry.kind, entry.on])),
  );
  const [frequency, setFrequency] = useState<DigestFrequency>(settings.digestFrequency);
  const groups = MAIL_SETTINGS[settings.role];
  const switchable = groups.filter((group) => group.kind || group.managedAt);
  const alwaysOn = groups.filter((group) => group.alwaysOnReason);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Without the script the browser posts the form; with it, the same choice goes as JSON.
    event.preventDefault();
    change.mutate({
      kinds: kinds as Partial<Record<NotificationKind, boolean>>,
      ...(hasDigest(settings.role) ? { digestFrequency: frequency } : {}),
    });
  };

  const savedByPost = params.get(NOTIFICATION_SETTINGS_SAVED) === "1" && change.isIdle;
  const failedByPost = params.has("form_error") && change.isIdle;
  let status: React.ReactNode = null;
  if (change.isSuccess || savedByPost) {
    status = (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={SETTINGS_SAVED_TEXT}
      />
    );
  } else if (change.isError || failedByPost) {
    status = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden="true" />}
        title={SETTINGS_FAILED_TEXT}
        styles={{ title: { color: "var(--mantine-color-red-9)" } }}
      />
    );
  }

  return (
    <Stack gap="lg">
      {/* The recorded wording (issue 31): each switch changed stores this version. */}
      <Text style={{ overflowWrap: "anywhere" }}>
        {consentText("notifications-settings-v1", { email: settings.email })}
      </Text>
      {switchable.length === 0 ? (
        <Text>Every email we send your account is always sent.</Text>
      ) : (
        <form
          method="post"
          action={NOTIFICATION_SETTINGS_FORM_PATH}
          onSubmit={hydrated ? submit : undefined}
        >
          <input type="hidden" name="form" value={NOTIFICATION_SETTINGS_FORM_MARKER} />
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ns-off">
              <Stack gap="md">
                <Title order={2} size="h3" id="ns-off">
                  Emails you can turn off
                </Title>
                {switchable.map((group) =>
                  group.kind ? (
                    <Switch
                      key={group.id}
                      id={`ns-switch-${group.id}`}
                      name="on"
                      value={group.kind}
                      label={group.label}
                      description={group.description}
                      checked={kinds[group.kind] ?? true}
                      onChange={(event) => {
                        const { checked } = event.currentTarget;
                        setKinds((current) => ({ ...current, [group.kind as string]: checked }));
                      }}
                    />
                  ) : (
                    <Stack key={group.id} gap={2}>
                      <Text fw={500} size="sm">
                        {group.label}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {group.description}{" "}
                        {group.managedAt ? (
                          <Anchor component={Link} to={group.managedAt.href} size="sm">
                            {group.managedAt.label}
                          </Anchor>
                        ) : null}
                      </Text>
                    </Stack>
                  ),
                )}
                {hasDigest(settings.role) ? (
                  <Radio.Group
                    name="digestFrequency"
                    label="Conversation digest"
                    description="How often we may email you about one conversation's unread messages and offers."
                    value={frequency}
                    onChange={(value) => setFrequency(value as DigestFrequency)}
                  >
                    <Stack gap="xs" mt="xs">
                      {DIGEST_FREQUENCIES.map((value) => (
                        <Radio
                          key={value}
                          id={`ns-digest-${value}`}
                          value={value}
                          label={DIGEST_FREQUENCY_LABELS[value]}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                ) : null}
                <Group>
                  <Button type="submit" loading={change.isPending}>
                    Save settings
                  </Button>
                </Group>
                {status}
              </Stack>
            </Card>
          </Stack>
        </form>
      )}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="ns-always">
        <Stack gap="md">
          <Title order={2} size="h3" id="ns-always">
            Always sent
          </Title>
          {alwaysOn.map((group) => (
            <Stack key={group.id} gap={2}>
              <Group gap="xs" wrap="wrap">
                <Text fw={500} size="sm">
                  {group.label}
                </Text>
                <Badge color="gray.8" variant="filled" size="sm">
                  Always on
                </Badge>
              </Group>
              <Text size="sm">{group.description}</Text>
              <Text size="sm" c="dimmed">
                {group.alwaysOnReason}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

export function NotificationSettingsScreen() {
  const settings = useNotificationSettings();
  let body: React.ReactNode;
  if (settings.isPending) {
    body = <PageLoader label="Loading your notification settings..." />;
  } else if (settings.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Something went wrong">
        Your notification settings could not be loaded. Please refresh the page.
      </Alert>
    );
  } else {
    body = <SettingsForm settings={settings.data} />;
  }
  return (
    <Container size={640} px="md" py={{ base: "xl", sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Notification settings
          </Title>
          <Anchor component={Link} to="/profile" size="sm">
            Back to my profile
          </Anchor>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
