/**
 * The line under every form that creates an account (issue 33): the current terms wording
 * from the domain, whose version the server records when the account is created
 * (server/auth/terms-consent.ts), with its two documents as links.
 */
import { Anchor, Text } from "@mantine/core";
import { Fragment } from "react";
import { Link } from "react-router";
import { CURRENT_CONSENT, consentText } from "@/domain/consent/consent-wordings";

const LINKS: Record<string, string> = {
  "Terms of Service": "/terms",
  "Privacy Policy": "/privacy",
};

export function TermsConsentLine() {
  const parts = consentText(CURRENT_CONSENT.terms).split(/(Terms of Service|Privacy Policy)/);
  return (
    <Text size="xs" c="dimmed" ta="center">
      {parts.map((part, index) => {
        const to = LINKS[part];
        return to ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence.
          <Anchor key={index} component={Link} to={to} size="xs" inherit>
            {part}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence.
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </Text>
  );
}
