import { Alert, Text } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { lenderMarkets } from "@/domain/reference/us-states";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { MARKETS_SECTION_ID } from "../lib/profile-sections";
import { ProfileSection } from "./profile-section";

/** Spec 2: the states the lender lends in, or a message to contact it when it does not say. */
export function MarketsSection({ state }: { state: string | null }) {
  const markets = lenderMarkets(state);
  return (
    <ProfileSection id={MARKETS_SECTION_ID} title="Markets">
      {markets.kind === "states" ? (
        <>
          <Text c="dimmed" mb="md">
            Lends in {markets.states.length} {markets.states.length === 1 ? "state" : "states"}.
          </Text>
          <ResponsiveGrid
            component="ul"
            cols={{ base: 2, xs: 3, md: 5 }}
            spacing="xs"
            verticalSpacing={6}
            m={0}
            p={0}
            style={{ listStyle: "none" }}
            aria-label="States served"
          >
            {markets.states.map((name) => (
              <Text component="li" key={name} size="sm">
                {name}
              </Text>
            ))}
          </ResponsiveGrid>
        </>
      ) : (
        <Alert
          variant="light"
          color="gray"
          icon={<IconMapPin aria-hidden="true" />}
          maw={760}
          data-testid="markets-contact"
        >
          {markets.message}
        </Alert>
      )}
    </ProfileSection>
  );
}
