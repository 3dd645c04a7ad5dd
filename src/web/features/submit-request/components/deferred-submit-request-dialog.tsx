import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import type { SubmitRequestDialogProps } from "./submit-request-dialog";

/**
 * The submit dialog's code (Mantine's Modal, the form kit, Zod and the request's schemas:
 * ~25 KB gzipped) loads when a visitor first opens it, not with the listing and lender pages
 * that show a 'Get Quote' button on every card. The press is not lost: the dialog opens as soon
 * as its code is there. It first renders closed and opens a moment later, so Mantine records
 * the button to return focus to (it does so when `opened` turns true, not at mount).
 */
const Dialog = lazy(async () => {
  const { SubmitRequestDialog } = await import("./submit-request-dialog");
  function OpenAfterMount(props: SubmitRequestDialogProps) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return <SubmitRequestDialog {...props} opened={props.opened && mounted} />;
  }
  return { default: OpenAfterMount as ComponentType<SubmitRequestDialogProps> };
});

export function SubmitRequestDialog(props: SubmitRequestDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  // Once opened, it stays mounted (closing keeps Mantine's exit transition and focus return).
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
