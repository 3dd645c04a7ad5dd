import { AlertUnsubscribeScreen } from "@/web/features/saved-searches/components/alert-unsubscribe-screen";

/** Issue 32: a saved-search alert's unsubscribe link (/saved-searches/unsubscribe?token=…). */
export default function SavedSearchUnsubscribeRoute() {
  return <AlertUnsubscribeScreen />;
}
