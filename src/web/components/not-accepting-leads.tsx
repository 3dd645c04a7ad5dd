import { Text, VisuallyHidden } from "@mantine/core";
import { NOT_ACCEPTING_LEADS_NOTE } from "@/domain/lenders/lead-eligibility";

/**
 * What a lender's card and page show instead of Get Quote when it said 'Accepting leads: No'
 * (issue 27): the server refuses requests to it, so there is no button to press.
 */
export function NotAcceptingLeads({
  companyName,
  size = "sm",
}: {
  companyName: string;
  size?: "sm" | "md";
}) {
  return (
    <Text size={size} fw={600} c="gray.7" data-testid="not-accepting-leads">
      {NOT_ACCEPTING_LEADS_NOTE}
      <VisuallyHidden>: {companyName} is not taking new loan requests</VisuallyHidden>
    </Text>
  );
}
