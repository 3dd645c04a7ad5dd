import { Badge, Box, Button, VisuallyHidden } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { MOBILE_BREAKPOINT_PX } from "@/domain/reference/limits";
import { LOAN_TYPE_INFO, type LoanType } from "@/domain/reference/loan-types";
import { EMPTY_FILTERS, type ListingFilters } from "../lib/listing-query";
import { amountOfText, textOfAmount } from "../lib/search-form";
import { LateListingFilterFields } from "./late-filters";

/**
 * The sheet (Drawer, focus trap, scroll lock, the filter fields with their Selects) loads on
 * the first 'Refine Filters' press, or as the finger or pointer arrives just before: most
 * visits never open it. The press is not lost: it sets the state the sheet opens with once its
 * code is there.
 */
const loadDrawer = () => import("./refine-filters-drawer");
const RefineFiltersDrawer = lazy(() =>
  loadDrawer().then((module) => ({ default: module.RefineFiltersDrawer })),
);

interface RefineFiltersSheetProps {
  /** The listing's loan type: where the fields are sent without JavaScript. */
  loanType: LoanType;
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
}

/** The fields of the form without JavaScript change nothing in the page's state. */
const ignore = () => undefined;

function activeCount(filters: ListingFilters): number {
  return Object.values(filters).filter((v) => v !== null && v !== "" && v !== false).length;
}

/**
 * Spec 2 'Lender listing pages', under 768 px: 'Refine Filters' opens the full-screen
 * 'Refine Your Search' sheet. Changes are a draft until 'Apply Filters'; 'Reset All' clears
 * the draft.
 */
export function RefineFiltersSheet({ loanType, filters, onApply }: RefineFiltersSheetProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const [draft, setDraft] = useState<ListingFilters>(filters);
  const [amountText, setAmountText] = useState("");
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);

  // The sheet belongs to narrow screens: rotating or resizing past the breakpoint closes it.
  useEffect(() => {
    if (isMobile === false) close();
  }, [isMobile, close]);

  const openSheet = () => {
    setDraft(filters);
    setAmountText(textOfAmount(filters.loanAmount));
    setWanted(true);
    open();
  };

  const apply = () => {
    onApply({ ...draft, loanAmount: amountOfText(amountText) });
    close();
  };

  const reset = () => {
    setDraft(EMPTY_FILTERS);
    setAmountText("");
  };

  const count = activeCount(filters);

  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="default"
        fullWidth
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        rightSection={
          count > 0 ? (
            // A span (a button holds phrasing content only; Badge is a <div> by default) whose
            // words are text, read in the button's name ('Refine Filters 2 active'), not an
            // aria-label on a plain element, which screen readers may skip.
            <Badge component="span" size="sm" circle>
              {count}
              <VisuallyHidden component="span"> active</VisuallyHidden>
            </Badge>
          ) : null
        }
        onClick={openSheet}
        onPointerEnter={() => void loadDrawer()}
        onTouchStart={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-haspopup="dialog"
      >
        Refine Filters
      </Button>
      {/* Without JavaScript the sheet cannot open: the same fields as a GET form in the page
          (issue 30; the filter bar above, which does this on wider screens, is hidden here). */}
      <noscript>
        <Box
          component="form"
          method="get"
          action={LOAN_TYPE_INFO[loanType].route}
          aria-label="Refine Your Search"
          mt="sm"
        >
          <input type="hidden" name="loanType" value={loanType} />
          {/* The late part: the server renders its native fields; the browser, which does not
              render a <noscript>'s children, never loads it for this copy. */}
          <LateListingFilterFields
            cols={1}
            filters={filters}
            amountText={textOfAmount(filters.loanAmount)}
            onAmountTextChange={ignore}
            onChange={ignore}
          />
          <Button type="submit" fullWidth mt="sm">
            Apply Filters
          </Button>
        </Box>
      </noscript>
      {wanted ? (
        <Suspense fallback={null}>
          <RefineFiltersDrawer
            opened={opened}
            onClose={close}
            draft={draft}
            onDraftChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            amountText={amountText}
            onAmountTextChange={setAmountText}
            onApply={apply}
            onReset={reset}
          />
        </Suspense>
      ) : null}
    </>
  );
}
