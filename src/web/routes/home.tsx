import { Box, Container, Text, Title } from "@mantine/core";
import { needsProfileCompletion } from "@/domain/accounts/profile";
import type { Prefetch } from "@/web/app/prefetch";
import {
  LateSearchForm,
  preloadSearchForm,
} from "@/web/features/lenders/components/late-search-form";
import { LoanTypeCards } from "@/web/features/lenders/components/loan-type-cards";
import { WhyChoose } from "@/web/features/lenders/components/why-choose";
import { LatePartBoundary } from "@/web/lib/early-presses";
import { preloadable } from "@/web/lib/preloadable";
import { getMeQueryOptions, useMe } from "@/web/lib/session/me";

/**
 * The profile form (with the form kit and zod) loads after the first screen: the server renders
 * it, the browser hydrates it when its code arrives (lib/preloadable.ts). The search form loads
 * later still, as it nears the viewport (late-search-form.tsx).
 */
const completeProfileForm = preloadable(
  () =>
    import("@/web/features/profile/components/complete-profile-form").then(
      (m) => m.CompleteProfileForm,
    ),
  { name: "complete-profile-form" },
);
const CompleteProfileForm = completeProfileForm.Component;

/** Server rendering: the session decides which form the page shows; both are rendered. */
export const prefetch: Prefetch = async ({ load }) => {
  const me = await load(getMeQueryOptions());
  await (me && needsProfileCompletion(me.profile)
    ? completeProfileForm.preload()
    : preloadSearchForm());
};

/** Room the profile form takes while its code loads (a page opened by a link in the app). */
const FORM_PLACEHOLDER_HEIGHT = 420;

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
        <LatePartBoundary
          part={completeProfileForm}
          fallback={<Box mih={FORM_PLACEHOLDER_HEIGHT} />}
        >
          <CompleteProfileForm profile={profileToComplete} />
        </LatePartBoundary>
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
              <LateSearchForm />
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
