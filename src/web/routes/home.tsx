import { Box, Container, Text, Title } from "@mantine/core";
import { needsProfileCompletion } from "@/domain/profile";
import { LoanTypeCards } from "@/web/features/lenders/components/loan-type-cards";
import { SearchForm } from "@/web/features/lenders/components/search-form";
import { WhyChoose } from "@/web/features/lenders/components/why-choose";
import { CompleteProfileForm } from "@/web/features/profile/components/complete-profile-form";
import { useMe } from "@/web/lib/session";

/**
 * Spec 2 'Home': hero with the six loan-type cards, 'Advanced Search Options' and 'Why Choose'.
 * A signed-in user whose profile the server has not recorded as completed (`completedAt`
 * null) gets 'Complete Your Profile' instead of the hero and search.
 */
export default function HomeRoute() {
  const { data: me } = useMe();
  const profileToComplete = me && needsProfileCompletion(me.profile) ? me.profile : null;

  return (
    <>
      {profileToComplete ? (
        <CompleteProfileForm profile={profileToComplete} />
      ) : (
        <>
          <Container py={{ base: "xl", sm: 64 }} component="section" aria-labelledby="home-hero">
            <Title order={1} id="home-hero" fz={{ base: 32, sm: 44 }} ta="center">
              Find the Best Private Lenders
            </Title>
            <Text c="dimmed" ta="center" mt="md" maw={620} mx="auto" size="lg">
              Compare verified private lenders for your next real-estate investment.
            </Text>
            <Box mt={48}>
              <LoanTypeCards />
            </Box>
          </Container>
          <Box bg="gray.0" py={{ base: "xl", sm: 64 }}>
            <Container component="section" aria-labelledby="advanced-search-heading">
              <Title order={2} id="advanced-search-heading" ta="center">
                Advanced Search Options
              </Title>
              <Text c="dimmed" ta="center" mt="xs" mb="xl">
                Narrow the list to lenders that fit your deal.
              </Text>
              <SearchForm />
            </Container>
          </Box>
        </>
      )}
      <Container py={{ base: "xl", sm: 64 }}>
        <WhyChoose />
      </Container>
    </>
  );
}
