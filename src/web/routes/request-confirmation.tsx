import { RequestConfirmationScreen } from "@/web/features/request-confirmation";

/**
 * Issue 27 item 5: the links of an anonymous request's confirmation mail
 * (/request-confirmation?token=…, '&intent=withdraw' for 'This wasn't me'), no sign-in needed.
 */
export default function RequestConfirmationRoute() {
  return <RequestConfirmationScreen />;
}
