import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import {
  CALCULATOR_PARAM,
  CALCULATOR_TITLES,
  CALCULATORS,
  type CalculatorKind,
  LENDER_PARAM,
} from "@/domain/calculators/calculator-fields";

/**
 * One link per calculator (links, not ARIA tabs: each is a page of its own, which works without
 * JavaScript and can be shared). The lender the visitor came from is kept.
 */
export function CalculatorTabs({ kind, lender }: { kind: CalculatorKind; lender: string | null }) {
  return (
    <Group component="nav" aria-label="Calculators" gap="xs">
      {CALCULATORS.map((each) => {
        const params = new URLSearchParams({ [CALCULATOR_PARAM]: each });
        if (lender) params.set(LENDER_PARAM, lender);
        const current = each === kind;
        return (
          <Button
            key={each}
            component={Link}
            to={`?${params}`}
            variant={current ? "filled" : "default"}
            aria-current={current ? "page" : undefined}
          >
            {CALCULATOR_TITLES[each]}
          </Button>
        );
      })}
    </Group>
  );
}
