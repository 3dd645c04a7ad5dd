import { Container, Text, Title } from "@mantine/core";

/**
 * Spec 2 'Home': the 'Complete Your Profile' form shown instead of the hero and search for a
 * signed-in user whose profile lacks full_name or user_type. Placeholder until the accounts
 * issue builds the form.
 */
export function CompleteProfileForm() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Complete Your Profile</Title>
      <Text c="dimmed" mt="sm">
        Tell us a little about yourself to get started.
      </Text>
    </Container>
  );
}
