import { UnsubscribeScreen } from "@/web/features/messages/components/unsubscribe-screen";

/** Issue 15: the unsubscribe link of digest mails (/unsubscribe?token=…), no sign-in needed. */
export default function UnsubscribeRoute() {
  return <UnsubscribeScreen />;
}
