import { Anchor, Box, Container, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import type { ReactNode } from "react";
import { HEADER_HEIGHT } from "@/web/components/layout/header";
import { LEGAL_EFFECTIVE_DATE, type LegalSection, tableOfContents } from "../lib/legal-facts";
import classes from "./legal-document.module.css";

export interface LegalDocumentSection extends LegalSection {
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalDocumentSection[];
}

function Contents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <Paper
      component="nav"
      aria-labelledby="legal-contents"
      withBorder
      radius="md"
      p="md"
      bg="gray.0"
    >
      <Text id="legal-contents" fw={700} size="sm" mb="xs">
        Contents
      </Text>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
        {tableOfContents(sections).map((entry) => (
          <li key={entry.id}>
            <Anchor href={`#${entry.id}`} size="sm" c="var(--mantine-color-text)" underline="hover">
              {entry.label}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * A legal page: title, effective date, introduction, a numbered table of contents (sticky
 * beside the text on wide screens, above it on narrow ones) and numbered, linkable sections.
 * Prose gets Mantine's Typography styles and a readable measure.
 */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <Container py={{ base: "xl", sm: 48 }}>
      <Box maw={760} mb="xl">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" mt="xs">
          Effective date: <time dateTime="2025-07-10">{LEGAL_EFFECTIVE_DATE}</time>
        </Text>
      </Box>
      <div className={classes.layout}>
        <div className={classes.contents}>
          <Box style={{ position: "sticky", top: HEADER_HEIGHT + 24 }}>
            <Contents sections={sections} />
          </Box>
        </div>
        <div className={classes.text}>
          <Typography maw={760} lh={1.7}>
            {intro}
            {sections.map((section, index) => (
              <Box
                component="section"
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                mt={index === 0 ? "lg" : 40}
              >
                <h2
                  id={`${section.id}-title`}
                  style={{ fontSize: "clamp(1.3rem, 1.1rem + 0.6vw, 1.6rem)", lineHeight: 1.3 }}
                >
                  {index + 1}. {section.title}
                </h2>
                {section.body}
              </Box>
            ))}
          </Typography>
        </div>
      </div>
    </Container>
  );
}
