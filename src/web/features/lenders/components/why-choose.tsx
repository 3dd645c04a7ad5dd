import { Stack, Text, Title } from "@mantine/core";
import { IconBolt, IconShieldCheck, IconTargetArrow } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import classes from "./why-choose.module.css";

const REASONS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Verified Lenders",
    text: "Every lender is reviewed before it is listed, with its loan programs, rates and markets in one place.",
    icon: <IconShieldCheck size={24} aria-hidden="true" />,
  },
  {
    title: "Fast Funding",
    text: "Compare funding times and reach lenders that close in days, not months.",
    icon: <IconBolt size={24} aria-hidden="true" />,
  },
  {
    title: "Personalized Search",
    text: "Filter by state, loan amount, credit score and property type and see how well each lender matches your deal.",
    icon: <IconTargetArrow size={24} aria-hidden="true" />,
  },
];

/**
 * Spec 2 'Home': the 'Why Choose' section (verified lenders, fast funding, personalized search).
 * Grid and icons are CSS (why-choose.module.css), not SimpleGrid and ThemeIcon.
 */
export function WhyChoose() {
  return (
    <section aria-labelledby="why-choose-heading">
      <Title order={2} id="why-choose-heading" ta="center">
        Why Choose {PRODUCT_NAME}
      </Title>
      <div className={classes.grid}>
        {REASONS.map((reason) => (
          <Stack key={reason.title} gap="xs" align="center" ta="center">
            <div className={classes.icon}>{reason.icon}</div>
            <Title order={3} fz="lg">
              {reason.title}
            </Title>
            <Text c="dimmed" size="sm" maw={320}>
              {reason.text}
            </Text>
          </Stack>
        ))}
      </div>
    </section>
  );
}
