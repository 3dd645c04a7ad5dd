import { Anchor, Box, Button, Paper, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { productHighlights } from "@/domain/lenders/lender-card";
import type { PublicLoanProduct } from "@/domain/lenders/lender-dto";
import { formatDate } from "@/domain/reference/dates";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { UNKNOWN_COLLATERAL_TEXT } from "@/domain/reference/property-types";
import { NotAcceptingLeads } from "@/web/components/not-accepting-leads";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { TermsTable } from "@/web/lib/lite/terms-table";
import { productDetails } from "../lib/product-details";
import { productSectionId, productSectionTitle } from "../lib/profile-sections";
import { ProfileSection } from "./profile-section";

interface ProductSectionProps {
  product: PublicLoanProduct;
  /** Null when the lender is not accepting leads: a note replaces the button (issue 27). */
  onGetQuote: (() => void) | null;
  companyName: string;
  /** Issue 32: the product's calculator prefilled with its limits (fix and flip, DSCR, bridge). */
  calculatorHref?: string | null;
}

/** Spec 2: a product's highlight cards (spec 9 'Profile highlights') and 'Get Quote for {type}'. */
export function ProductSection({
  product,
  onGetQuote,
  companyName,
  calculatorHref,
}: ProductSectionProps) {
  const type = product.productType;
  const label = LOAN_TYPE_INFO[type].label;
  const highlights = productHighlights(product);
  const details = productDetails(product);
  const updated = product.lastUpdated ? formatDate(product.lastUpdated) : "";

  return (
    <ProfileSection id={productSectionId(type)} title={productSectionTitle(type)}>
      {highlights.length > 0 ? (
        <ResponsiveGrid
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="sm"
          component="dl"
          m={0}
          aria-label={`${label} loan highlights`}
        >
          {highlights.map((item) => (
            <Paper
              key={item.key}
              withBorder
              p="md"
              radius="md"
              bg="gray.0"
              data-testid="product-highlight"
              style={item.key === "collateral" ? { gridColumn: "1 / -1" } : undefined}
            >
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.03em">
                {item.label}
              </Text>
              <Text
                component="dd"
                m={0}
                mt={4}
                fw={700}
                fz={item.key === "collateral" ? "md" : { base: "md", sm: "lg" }}
              >
                {item.value}
              </Text>
            </Paper>
          ))}
        </ResponsiveGrid>
      ) : (
        <Text c="dimmed">{UNKNOWN_COLLATERAL_TEXT}</Text>
      )}

      {details.length > 0 ? (
        <Box mt="lg" maw={760}>
          <Title order={3} fz="md" mb="xs">
            Terms & Requirements
          </Title>
          {/* Mantine's Table without its code (lib/lite). */}
          <TermsTable rows={details} />
        </Box>
      ) : null}

      {calculatorHref ? (
        <Text mt="md">
          <Anchor component={Link} to={calculatorHref}>
            Size a deal with these {label} limits
          </Anchor>
        </Text>
      ) : null}

      <Box mt="lg">
        {onGetQuote ? (
          <Button onClick={onGetQuote} size="md" w={{ base: "100%", xs: "auto" }}>
            Get Quote for {label}
          </Button>
        ) : (
          <NotAcceptingLeads companyName={companyName} />
        )}
        {updated ? (
          <Text size="xs" c="dimmed" mt="xs">
            Terms last updated {updated}
          </Text>
        ) : null}
      </Box>
    </ProfileSection>
  );
}
