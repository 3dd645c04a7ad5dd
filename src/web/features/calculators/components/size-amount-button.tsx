import { Button } from "@mantine/core";

/**
 * 'Size the amount' while closed: drawn by the dialog at once (deferred-amount-sizer.tsx) and
 * by the sizer once its code is there, so the dialog does not grow (and, centered, shift its
 * fields under the pointer) when that code arrives.
 */
export function SizeAmountButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onClick}
      aria-expanded={false}
      w="fit-content"
    >
      Size the amount
    </Button>
  );
}
