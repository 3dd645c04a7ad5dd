import { Anchor, Box, Container, Divider } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { Fragment, useCallback, useEffect, useMemo } from "react";
import { Link, useLocation } from "react-router";
import type { LenderProfileResponse } from "@/domain/lender-dto";
import type { LoanType } from "@/domain/loan-types";
import { useActiveSection } from "../hooks/use-active-section";
import {
  type BackLink,
  productSectionId,
  profileSections,
  quoteTargetSection,
} from "../utils/profile-sections";
import { LenderHeader } from "./lender-header";
import { MarketsSection } from "./markets-section";
import { OverviewSection } from "./overview-section";
import { ProductSection } from "./product-section";
import { ACTIVE_SECTION_LINE } from "./profile-layout";
import { SectionNav } from "./section-nav";

interface LenderProfileViewProps {
  profile: LenderProfileResponse;
  back: BackLink;
}

/** Spec 2 'Lender public profile': header, sticky section nav, overview, markets, products. */
export function LenderProfileView({ profile, back }: LenderProfileViewProps) {
  const { lender, products } = profile;
  const { search, hash } = useLocation();
  const reduceMotion = useReducedMotion();
  const sections = useMemo(() => profileSections(products), [products]);
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const [active, setActive] = useActiveSection(ids, ACTIVE_SECTION_LINE);

  /** Scrolls a section into view, moves focus to its heading and records it in the URL hash. */
  const goToSection = useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      setActive(id);
      section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
      section.querySelector<HTMLElement>("[data-section-heading]")?.focus({ preventScroll: true });
      // Outside the router on purpose: a hash change is not a navigation (no progress bar, no
      // re-render), and the query string the visitor came with is kept.
      window.history.replaceState(window.history.state, "", `${search}#${id}`);
    },
    [reduceMotion, search, setActive],
  );

  // A link with #markets or #product-… opens at that section once the data is there.
  useEffect(() => {
    const id = hash.slice(1);
    if (id && ids.includes(id)) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [hash, ids]);

  // TODO(submit dialog issue): Get Quote opens 'Submit Loan Request to {company}' for the
  // product's type. Until that dialog exists it only brings the product's terms into view:
  // nothing is submitted and no stand-in form is shown.
  const getQuote = useCallback(
    (type?: LoanType) =>
      goToSection(type ? productSectionId(type) : quoteTargetSection(sections, search)),
    [goToSection, sections, search],
  );

  return (
    <Box pb="xl">
      <Container pt="lg" pb="md">
        <Anchor
          component={Link}
          to={back.to}
          size="sm"
          c="dimmed"
          style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
          mb="md"
        >
          <IconArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Anchor>
        <LenderHeader lender={lender} onGetQuote={() => getQuote()} />
      </Container>

      <SectionNav sections={sections} active={active} onNavigate={goToSection} />

      <Container>
        <OverviewSection lender={lender} />
        <Divider />
        <MarketsSection state={lender.state} />
        {products.map((product) => (
          <Fragment key={product.id}>
            <Divider />
            <ProductSection product={product} onGetQuote={() => getQuote(product.productType)} />
          </Fragment>
        ))}
      </Container>
    </Box>
  );
}
