import { lazy, Suspense } from "react";
import type { AmountSizerProps } from "./amount-sizer";

/** The sizer's code (the calculators and their schemas) loads with the form that shows it. */
const Sizer = lazy(() => import("./amount-sizer"));

export function AmountSizer(props: AmountSizerProps) {
  return (
    <Suspense fallback={null}>
      <Sizer {...props} />
    </Suspense>
  );
}
