import { Anchor, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES, type LoanType } from "@/domain/reference/loan-types";
import classes from "./loan-type-cards.module.css";

/** Short description on each card, followed by its 'View Lenders' link (spec 2 'Home'). */
const CARD_DESCRIPTIONS: Record<LoanType, string> = {
  fix_and_flip: "Fund the purchase and renovation of properties you plan to resell.",
  bridge: "Close quickly and bridge the gap until long-term financing.",
  rental_property: "Long-term loans for buy-and-hold and income-producing rentals.",
  commercial: "Finance multifamily, mixed-use, retail, office and industrial assets.",
  land: "Buy raw land, lots and parcels ready for development.",
  construction: "Fund ground-up builds and major redevelopment projects.",
};

/**
 * Spec 2 'Home': one card per loan type with its description and a 'View Lenders' link, named
 * 'View Lenders for Fix & Flip' etc. (the name starts with the visible text, WCAG 2.5.3). The card
 * titles are h2: the page's h1 is right above them. The grid and the cards are CSS
 * (loan-type-cards.module.css), not SimpleGrid and Card: home's first visit is lighter.
 */
export function LoanTypeCards() {
  return (
    <div className={classes.grid}>
      {LOAN_TYPES.map((type) => {
        const info = LOAN_TYPE_INFO[type];
        const headingId = `loan-type-card-${type}`;
        return (
          <section key={type} className={classes.card} aria-labelledby={headingId}>
            <Title order={2} fz="lg" id={headingId}>
              {info.label}
            </Title>
            <Text c="dimmed" size="sm" mt="xs" style={{ flex: 1 }}>
              {CARD_DESCRIPTIONS[type]}
            </Text>
            <Anchor
              component={Link}
              to={info.route}
              mt="md"
              fw={600}
              style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
            >
              View Lenders<VisuallyHidden> for {info.label}</VisuallyHidden>
              <IconArrowRight size={16} aria-hidden="true" />
            </Anchor>
          </section>
        );
      })}
    </div>
  );
}
