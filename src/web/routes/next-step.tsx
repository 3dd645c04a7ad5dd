import { NextStepScreen } from "@/web/features/next-step";

/**
 * Issue 35: the link of the borrower's next-step mail (/next-step?token=…), no sign-in needed:
 * the next best lenders for a request that got fewer than 2 answers, and 'send to these'.
 */
export default function NextStepRoute() {
  return <NextStepScreen />;
}
