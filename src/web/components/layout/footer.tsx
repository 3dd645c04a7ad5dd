// Mantine's sheets for the markup drawn here without its components (issue 34):
// mantine-css-sheets: Container Stack Group Text Title Anchor
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { COPYRIGHT_YEAR } from "@/domain/reference/limits";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/reference/loan-types";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import { useConfig } from "@/web/lib/config";
import { Logo } from "../logo";
import {
  ANCHOR_CLASS,
  CONTAINER_CLASS,
  CONTAINER_LG,
  rem,
  STACK_CLASS,
  stackStyle,
  TEXT_CLASS,
  TITLE_CLASS,
  textSize,
  titleOrder,
} from "../mantine-markup";
import classes from "./footer.module.css";

/*
 * The markup of `<Box component="footer" bg="gray.0" mt="auto">`, `<Container py="xl">`,
 * `<Stack gap=…>`, `<Title order={2} fz="sm" tt="uppercase" c="dimmed">`, `<Anchor size="sm"
 * c="var(--mantine-color-text)" underline="hover">` and `<Text size=… c="dimmed">` as these
 * components write it (mantine-markup.ts; footer-markup.test.tsx compares the two).
 */
const FOOTER_STYLE: CSSProperties = {
  borderTop: "1px solid var(--mantine-color-gray-3)",
  marginTop: "auto",
  background: "var(--mantine-color-gray-0)",
};
const CONTAINER_STYLE = {
  ...CONTAINER_LG,
  paddingBlock: "var(--mantine-spacing-xl)",
} as CSSProperties;
const COLUMN_TITLE_STYLE = {
  ...titleOrder(2),
  letterSpacing: "0.04em",
  color: "var(--mantine-color-dimmed)",
  fontSize: "var(--mantine-font-size-sm)",
  textTransform: "uppercase",
} as CSSProperties;
const LINK_STYLE = { ...textSize("sm"), color: "var(--mantine-color-text)" } as CSSProperties;
const TAGLINE_STYLE = {
  ...textSize("sm"),
  color: "var(--mantine-color-dimmed)",
  maxWidth: rem(320),
} as CSSProperties;
const SMALL_PRINT_STYLE = {
  ...textSize("xs"),
  color: "var(--mantine-color-dimmed)",
} as CSSProperties;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      style={stackStyle("var(--mantine-spacing-xs)")}
      className={STACK_CLASS}
      aria-label={title}
    >
      <h2 style={COLUMN_TITLE_STYLE} className={TITLE_CLASS} data-order="2">
        {title}
      </h2>
      {children}
    </section>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link style={LINK_STYLE} className={ANCHOR_CLASS} data-size="sm" data-underline="hover" to={to}>
      {children}
    </Link>
  );
}

/**
 * Spec 2 'Header and footer': loan-type quick links, contact, lender sign-up and legal links.
 * The grid and the rule are CSS (footer.module.css), not SimpleGrid and Divider, and the rest is
 * the markup Mantine's components write, without them: the footer is in every page.
 */
export function Footer() {
  const { data: config } = useConfig();
  const supportEmail = config?.supportEmail;

  return (
    <footer style={FOOTER_STYLE}>
      <div style={CONTAINER_STYLE} className={CONTAINER_CLASS} data-size="lg" data-strategy="block">
        <div className={classes.grid}>
          <div style={stackStyle("var(--mantine-spacing-sm)")} className={STACK_CLASS}>
            <Logo size={28} />
            <p style={TAGLINE_STYLE} className={TEXT_CLASS} data-size="sm">
              Compare verified private lenders for your next real-estate investment.
            </p>
          </div>
          <FooterColumn title="Loan Types">
            {LOAN_TYPES.map((type) => (
              <FooterLink key={type} to={LOAN_TYPE_INFO[type].route}>
                {LOAN_TYPE_INFO[type].label}
              </FooterLink>
            ))}
          </FooterColumn>
          <FooterColumn title="Company">
            {supportEmail ? (
              <a
                style={LINK_STYLE}
                className={ANCHOR_CLASS}
                data-size="sm"
                data-underline="hover"
                href={`mailto:${supportEmail}`}
              >
                Contact Us
              </a>
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
        <div style={stackStyle(rem(4))} className={STACK_CLASS}>
          <p style={SMALL_PRINT_STYLE} className={TEXT_CLASS} data-size="xs">
            {PRODUCT_NAME} is a marketplace that connects real-estate investors with private
            lenders; it is not a lender or a mortgage broker and does not make loans or credit
            decisions.
          </p>
          <p style={SMALL_PRINT_STYLE} className={TEXT_CLASS} data-size="xs">
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
