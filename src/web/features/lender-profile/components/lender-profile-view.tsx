import { Anchor, Box, Container, Divider } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { Fragment, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { lenderCalculatorHref } from "@/domain/calculators/calculator-links";
import type { LenderProfileResponse } from "@/domain/lenders/lender-dto";
import type { LoanType } from "@/domain/reference/loan-types";
import { SubmitRequestDialog } from "@/web/features/submit-request/components/deferred-submit-request-dialog";
import { useListingSearch } from "@/web/lib/listing-return";
import { type BackLink, profileSections, queryLoanType } from "../lib/profile-sections";
import { useActiveSection } from "../lib/use-active-section";
import { LenderHeader } from "./lender-header";
import { MarketsSection } from "./markets-section";
import { OverviewSection } from "./overview-section";
import { ProductSection } from "./product-section";
import { ACTIVE_SECTION_LINE } from "./profile-layout";
import { ReviewsSection } from "./reviews-section";
import { SectionNav } from "./section-nav";

interface LenderProfileViewProps {
  profile: LenderProfileResponse;
  back: BackLink;
}

/** Spec 2 'Lender public profile': header, sticky section nav, overview, markets, products. */
export function LenderProfileView({ profile, back }: LenderProfileViewProps) {
  const { lender, products } = profile;
  const { search, hash } = useLocation();
  // The listing the visitor came from (its query string, from the history state).
  const listingSearch = useListingSearch();
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

  // Get Quote opens 'Submit Loan Request to {company}'; 'Get Quote for {type}' preselects
  // the product's type (undefined: closed, null: open without a type).
  const [quoteType, setQuoteType] = useState<LoanType | null | undefined>(undefined);
  const getQuote = useCallback((type?: LoanType) => setQuoteType(type ?? null), []);
  // The header's Get Quote preselects the type of the listing the visitor came from, if offered.
  const wanted = queryLoanType(listingSearch);
  const browsedType = products.some((p) => p.productType === wanted) ? wanted : undefined;
  // Its offered types let the existing-request picker leave out requests it would refuse.
  const submitLender = useMemo(
    () => ({ ...lender, productTypes: products.map((p) => p.productType), products }),
    [lender, products],
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
        <LenderHeader lender={lender} onGetQuote={() => getQuote(browsedType)} />
      </Container>

      <SectionNav sections={sections} active={active} onNavigate={goToSection} />

      <Container>
        <OverviewSection lender={lender} />
        <Divider />
        <MarketsSection state={lender.state} />
        <Divider />
        <ReviewsSection lender={lender} />
        {products.map((product) => (
          <Fragment key={product.id}>
            <Divider />
            <ProductSection
              product={product}
              companyName={lender.companyName}
              calculatorHref={lenderCalculatorHref(lender.slug, product)}
              onGetQuote={lender.acceptingLeads ? () => getQuote(product.productType) : null}
            />
          </Fragment>
        ))}
      </Container>
      {lender.acceptingLeads ? (
        <SubmitRequestDialog
          opened={quoteType !== undefined}
          onClose={() => setQuoteType(undefined)}
          lender={submitLender}
          loanType={quoteType}
          listingSearch={listingSearch}
        />
      ) : null}
    </Box>
  );
}
