import { NOT_ACCEPTING_LEADS_NOTE } from "@/domain/lenders/lead-eligibility";
import { textClass, visuallyHidden } from "./plain-text";

/**
 * What a lender's card and page show instead of Get Quote when it said 'Accepting leads: No'
 * (issue 27): the server refuses requests to it, so there is no button to press. Drawn as
 * Mantine's Text (plain-text.ts): a listing may show one per card (issue 34).
 */
export function NotAcceptingLeads({
  companyName,
  size = "sm",
}: {
  companyName: string;
  size?: "sm" | "md";
}) {
  return (
    <p className={textClass(size, "w600", "gray7")} data-testid="not-accepting-leads">
      {NOT_ACCEPTING_LEADS_NOTE}
      <span className={visuallyHidden}>: {companyName} is not taking new loan requests</span>
    </p>
  );
}
