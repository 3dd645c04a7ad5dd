import { lazy, Suspense, useState } from "react";
import type { AmountSizerProps } from "./amount-sizer";
import { SizeAmountButton } from "./size-amount-button";

/** The sizer's code (the calculators and their schemas) loads with the form that shows it. */
const Sizer = lazy(() => import("./amount-sizer"));

/**
 * Until the code arrives, the closed sizer's own button holds its place (nothing moves when it
 * comes), and a press on it opens the sizer once it is there.
 */
export function AmountSizer(props: AmountSizerProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <Suspense fallback={<SizeAmountButton onClick={() => setWanted(true)} />}>
      <Sizer {...props} defaultOpen={wanted} />
    </Suspense>
  );
}
