import { Anchor, Box, Paper, Text, Title, VisuallyHidden } from "@mantine/core";
import { memo, type ReactNode } from "react";
import type { PublicLender } from "@/domain/lenders/lender-dto";
import { REPORTED_BY_LENDER } from "@/domain/lenders/lender-trust";
import { formatNumber } from "@/domain/reference/format";
import { ResponseTime } from "@/web/components/response-time";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { UrlText } from "@/web/components/url-text";
import { LatePartBoundary } from "@/web/lib/early-presses";
import { preloadable } from "@/web/lib/preloadable";
import { OVERVIEW_SECTION_ID } from "../lib/profile-sections";
import { ProfileSection } from "./profile-section";

/**
 * The AI note's tooltip (Mantine's Tooltip with Floating UI, ~20 KB gzipped) loads after the
 * first screen: the server renders its icon (the route's prefetch loads its code first), the
 * browser hydrates it when the code arrives (lib/preloadable.ts). A press on it before then is
 * kept by the page's early-press recorder and played once it works (lib/early-presses.tsx). The
 * boundary is memoised: a re-render of the page (the section nav follows the scroll) must not
 * reach it before it has hydrated, or React would give up the server's markup.
 */
const aiNote = preloadable(() => import("./ai-note").then((module) => module.AiNote), {
  name: "ai-note",
});
export const preloadAiNote = aiNote.preload;

/** The icon's room (ActionIcon size md) while its code loads after a navigation in the app. */
const AI_NOTE_SIZE = 28;

const LateAiNote = memo(function LateAiNote() {
  return (
    <LatePartBoundary part={aiNote} fallback={<Box w={AI_NOTE_SIZE} h={AI_NOTE_SIZE} />}>
      <aiNote.Component />
    </LatePartBoundary>
  );
});

interface Fact {
  label: string;
  value: ReactNode;
  /** Long values (the website) get a smaller type. */
  long?: boolean;
  /** A figure no admin has confirmed: 'reported by the lender' under it (issue 27). */
  reported?: boolean;
}

function websiteHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

function safeWebsite(url: string | null): string | null {
  if (!url) return null;
  const withScheme = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Years in business, loans funded, average funding time and the website, when known. */
function keyFacts(lender: PublicLender): Fact[] {
  const facts: Fact[] = [];
  const positive = (value: number | null): value is number =>
    typeof value === "number" && value > 0;
  if (positive(lender.yearsInBusiness)) {
    const years = lender.yearsInBusiness;
    facts.push({
      label: "Years in Business",
      value: `${years} ${years === 1 ? "year" : "years"}`,
      reported: !lender.yearsInBusinessConfirmed,
    });
  }
  if (positive(lender.totalLoansFunded)) {
    facts.push({
      label: "Loans Funded",
      value: formatNumber(lender.totalLoansFunded),
      reported: !lender.totalLoansFundedConfirmed,
    });
  }
  if (positive(lender.averageFundingTime)) {
    const days = lender.averageFundingTime;
    facts.push({ label: "Average Funding Time", value: `${days} ${days === 1 ? "day" : "days"}` });
  }
  const website = safeWebsite(lender.website);
  if (website) {
    facts.push({
      label: "Website",
      long: true,
      value: (
        <Anchor href={website} target="_blank" rel="noopener noreferrer" inherit>
          <UrlText text={websiteHost(website)} />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      ),
    });
  }
  return facts;
}

/** Spec 2: the About text with its AI note, and the key facts. */
export function OverviewSection({ lender }: { lender: PublicLender }) {
  const description = lender.description?.trim();
  const facts = keyFacts(lender);
  return (
    <ProfileSection
      id={OVERVIEW_SECTION_ID}
      title={`About ${lender.companyName}`}
      titleAside={description ? <LateAiNote /> : null}
    >
      <Text maw={760} lh={1.7} style={{ whiteSpace: "pre-line" }}>
        {description || "This lender has not published a description yet."}
      </Text>
      {facts.length > 0 ? (
        <>
          <Title order={3} fz="lg" mt="xl" mb="sm">
            Key Facts
          </Title>
          <ResponsiveGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
            {facts.map((fact) => (
              <Paper key={fact.label} withBorder p="md" radius="md">
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.03em">
                  {fact.label}
                </Text>
                <Text
                  component="dd"
                  m={0}
                  mt={4}
                  fz={fact.long ? "md" : "lg"}
                  fw={700}
                  style={{ overflowWrap: "anywhere" }}
                >
                  {fact.value}
                  {fact.reported ? " " : null}
                  {fact.reported ? (
                    <Text component="span" display="block" size="xs" fw={400} c="dimmed">
                      {REPORTED_BY_LENDER}
                    </Text>
                  ) : null}
                </Text>
              </Paper>
            ))}
          </ResponsiveGrid>
        </>
      ) : null}
      <Title order={3} fz="lg" mt="xl" mb="sm">
        Response Time
      </Title>
      <ResponseTime responseTime={lender.responseTime} size="md" />
    </ProfileSection>
  );
}
