import { Anchor, Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { COPYRIGHT_YEAR } from "@/domain/reference/limits";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { useConfig } from "@/web/lib/config";
import { Logo } from "../logo";
import classes from "./footer.module.css";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" style={{ letterSpacing: "0.04em" }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="var(--mantine-color-text)" underline="hover">
      {children}
    </Anchor>
  );
}

/**
 * Spec 2 'Header and footer': loan-type quick links, contact, lender sign-up and legal links.
 * The grid and the rule are CSS (footer.module.css), not SimpleGrid and Divider: the footer is in
 * every first visit.
 */
export function Footer() {
  const { data: config } = useConfig();
  const supportEmail = config?.supportEmail;

  return (
    <Box
      component="footer"
      bg="gray.0"
      mt="auto"
      style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Container py="xl">
        <div className={classes.grid}>
          <Stack gap="sm">
            <Logo size={28} />
            <Text size="sm" c="dimmed" maw={320}>
              Compare verified private lenders for your next real-estate investment.
            </Text>
          </Stack>
          <FooterColumn title="Loan Types">
            {LOAN_TYPES.map((type) => (
              <FooterLink key={type} to={LOAN_TYPE_INFO[type].route}>
                {LOAN_TYPE_INFO[type].label}
              </FooterLink>
            ))}
          </FooterColumn>
          <FooterColumn title="Company">
            {supportEmail ? (
              <Anchor
                href={`mailto:${supportEmail}`}
                size="sm"
                c="var(--mantine-color-text)"
                underline="hover"
              >
                Contact Us
              </Anchor>
            ) : null}
            <FooterLink to="/calculators">Deal Calculators</FooterLink>
            <FooterLink to="/lender-signup">Sign up as a Lender</FooterLink>
          </FooterColumn>
          <FooterColumn title="Legal">
            <FooterLink to="/terms">Terms of Service</FooterLink>
            <FooterLink to="/privacy">Privacy Policy</FooterLink>
          </FooterColumn>
        </div>
        <hr className={classes.divider} />
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {PRODUCT_NAME} is a marketplace that connects real-estate investors with private
            lenders; it is not a lender or a mortgage broker and does not make loans or credit
            decisions.
          </Text>
          <Text size="xs" c="dimmed">
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
