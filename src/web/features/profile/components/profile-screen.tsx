import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { experienceLabel } from "@/domain/accounts/experience";
import { accountInitials } from "@/domain/accounts/profile";
import { canEnrolTwoFactor } from "@/domain/policies/two-factor-policies";
import { actorWithTwoFactor, TwoFactorCard } from "@/web/features/two-factor";
import { type Me, useSignedInMe } from "@/web/lib/session";
import { roleBadge } from "../lib/role-badge";
import { ChangePasswordCard } from "./change-password-card";
import { EditProfileDialog } from "./edit-profile-dialog";
import { YourDataCard } from "./your-data-card";

const NOT_PROVIDED = "Not provided";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: "0.04em" }}>
        {label}
      </Text>
      <Text mt={2} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

function ProfileDetails({ me }: { me: Me }) {
  const [editing, edit] = useDisclosure(false);
  const profile = me.profile;
  const email = profile.email;
  const fullName = profile.fullName?.trim() || null;
  const badge = roleBadge(profile.userType, profile.approvalStatus);

  return (
    <Container size="md" px="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1}>My Profile</Title>
          <Button leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={edit.open}>
            Edit Profile
          </Button>
        </Group>

        <Card withBorder radius="md" padding="lg" component="section" aria-label="Profile details">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar color="lane" radius="xl" size={56} aria-hidden="true">
              {accountInitials(profile)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} fz="h3" style={{ overflowWrap: "anywhere" }}>
                {fullName ?? "No name yet"}
              </Title>
              <Group gap="xs">
                <Badge color={badge.color} variant="light">
                  {badge.label}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md" mt="lg">
            <Detail label="Email">{email}</Detail>
            <Detail label="Phone">{profile.phone || NOT_PROVIDED}</Detail>
            <Detail label="Credit Score">{profile.creditScore ?? NOT_PROVIDED}</Detail>
            <Detail label="Company">{profile.companyName || NOT_PROVIDED}</Detail>
            <Detail label="Experience">{experienceLabel(profile.experienceYears)}</Detail>
          </SimpleGrid>
        </Card>

        {/* Issue 31: which mails this account gets. */}
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="email-notifications"
        >
          <Stack gap="xs">
            <Title order={2} size="h3" id="email-notifications">
              Email notifications
            </Title>
            <Text size="sm">
              Choose which emails we send you and how often the conversation digest comes.
            </Text>
            <Anchor component={Link} to="/profile/notifications" size="sm" fw={500}>
              Notification settings
            </Anchor>
          </Stack>
        </Card>

        <ChangePasswordCard key={String(me.hasPassword)} hasPassword={me.hasPassword} />
        {canEnrolTwoFactor(actorWithTwoFactor(me)) ? <TwoFactorCard me={me} /> : null}
        <YourDataCard email={email} hasPassword={me.hasPassword} userType={profile.userType} />
      </Stack>
      <EditProfileDialog opened={editing} onClose={edit.close} profile={profile} email={email} />
    </Container>
  );
}

/**
 * Spec 2 'My Profile' (/profile): the details, the Edit dialog and the password card. Inside
 * RequireAuth (the route), which handles loading and the signed-out prompt.
 */
export function ProfileScreen() {
  return <ProfileDetails me={useSignedInMe()} />;
}
