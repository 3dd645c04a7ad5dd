// Mantine's sheets for the markup drawn here without its components (issue 34):
// mantine-css-sheets: UnstyledButton Button
import { useDisclosure } from "@mantine/hooks";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconHelpCircle,
  IconStarFilled,
} from "@tabler/icons-react";
import { memo, type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { keyMetric, minimumLoanText, startingRateText } from "@/domain/lenders/lender-card";
import type { LenderSearchItem } from "@/domain/lenders/lender-dto";
import { REPORTED_BY_LENDER } from "@/domain/lenders/lender-trust";
import { type CreditTone, creditTone, isStrongReviewScore } from "@/domain/reference/credit-bands";
import { formatNumber, formatReviewScore } from "@/domain/reference/format";
import { importedSourceName, verifiedReviewsLabel } from "@/domain/reviews/review-labels";
import {
  BUTTON_CLASS,
  BUTTON_INNER_CLASS,
  BUTTON_LABEL_CLASS,
  FILLED_BUTTON_STYLE,
} from "@/web/components/mantine-markup";
import { NotAcceptingLeads } from "@/web/components/not-accepting-leads";
import { textClass, visuallyHidden } from "@/web/components/plain-text";
import { ResponseTime } from "@/web/components/response-time";
import { responsiveGridAttributes } from "@/web/components/responsive-grid";
import { VerificationStatus } from "@/web/components/verification-status";
import { SubmitRequestDialog } from "@/web/features/submit-request/components/deferred-submit-request-dialog";
import { listingReturnState } from "@/web/lib/listing-return";
import { listingCriteria } from "../lib/listing-criteria";
import { LateMatchScore } from "./late-match-score";
import classes from "./lender-card.module.css";

/**
 * Spec 9: credit 700 or above is positive, 650-699 uncertain, lower a warning. The icon says
 * which in words too (its `label`, WCAG 1.1.1), not by shape and colour alone.
 */
export const CREDIT_TONE: Record<
  CreditTone,
  { color: "green" | "yellow" | "red"; icon: ReactNode; label: string }
> = {
  positive: {
    color: "green",
    icon: <IconCircleCheck size={16} aria-hidden="true" />,
    label: "Positive",
  },
  uncertain: {
    color: "yellow",
    icon: <IconHelpCircle size={16} aria-hidden="true" />,
    label: "Uncertain",
  },
  warning: {
    color: "red",
    icon: <IconAlertTriangle size={16} aria-hidden="true" />,
    label: "Warning",
  },
};

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className={`${textClass("xs", "dimmed", "w600")} ${classes.metricLabel}`}>{label}</p>
      <p className={`${textClass("lg", "w700")} ${classes.metricValue}`}>{value}</p>
    </div>
  );
}

/**
 * Issue 35: the verified figure (published reviews of deals on LenderLane) first, then the
 * admin-imported one, labelled with its source as on the lender page; never mixed.
 */
function Reviews({ lender }: { lender: LenderSearchItem["lender"] }) {
  const verifiedCount = lender.verifiedReviewCount ?? 0;
  const verifiedScore = lender.verifiedReviewScore ?? null;
  const hasVerified = verifiedCount > 0 && verifiedScore !== null;
  return (
    <div className={classes.reviews}>
      <div className={classes.line} data-testid="card-verified-reviews">
        {hasVerified ? (
          <IconStarFilled
            size={16}
            aria-hidden="true"
            color={
              isStrongReviewScore(verifiedScore)
                ? "var(--mantine-color-yellow-6)"
                : "var(--mantine-color-gray-5)"
            }
          />
        ) : null}
        <p className={textClass("sm", hasVerified ? "w600" : "dimmed")}>
          {verifiedReviewsLabel(verifiedCount, verifiedScore)}
        </p>
      </div>
      <ImportedReviews
        score={lender.reviewScore}
        count={lender.totalReviews}
        url={lender.googleReviewsUrl ?? null}
      />
    </div>
  );
}

/** '★ 4.7 (1,290 reviews) on Google (imported)'; nothing without an imported figure. */
function ImportedReviews({
  score,
  count,
  url,
}: {
  score: number | null;
  count: number | null;
  url: string | null;
}) {
  if (score === null || score <= 0) return null;
  const source = importedSourceName(url);
  return (
    <div className={classes.line} data-testid="card-imported-reviews">
      <IconStarFilled size={14} aria-hidden="true" color="var(--mantine-color-gray-5)" />
      <p className={textClass("xs", "dimmed")}>
        {formatReviewScore(score)}
        <span className={visuallyHidden}> out of 5</span>
        {count ? ` (${formatNumber(count)} ${count === 1 ? "review" : "reviews"})` : null}
        {source ? ` on ${source} (imported)` : " (imported)"}
      </p>
    </div>
  );
}

function CreditIndicator({ minimumFico }: { minimumFico: number | null }) {
  if (typeof minimumFico !== "number" || minimumFico <= 0) {
    return <p className={textClass("sm", "dimmed")}>No minimum credit score listed</p>;
  }
  const tone = CREDIT_TONE[creditTone(minimumFico)];
  return (
    <div className={`${classes.line} ${classes.credit}`}>
      <div
        className={`${classes.toneIcon} ${classes[tone.color]}`}
        role="img"
        aria-label={`${tone.label}:`}
      >
        {tone.icon}
      </div>
      <p className={textClass("sm")}>
        Min. credit score <strong>{minimumFico}</strong>
      </p>
    </div>
  );
}

const METRIC_COLUMNS = { base: 2, sm: 4 } as const;
/** ResponsiveGrid's markup (cols, spacing md, rows sm), computed once (issue 34). */
const METRICS_GRID = responsiveGridAttributes({
  cols: METRIC_COLUMNS,
  spacing: "md",
  verticalSpacing: "sm",
  className: classes.metrics,
});

interface LenderCardProps {
  item: LenderSearchItem;
  /** The listing's query string (without '?'), carried to the lender profile in history state. */
  search: string;
}

/**
 * Spec 9 'Lender card': name (to the profile, whose URL has no query: the listing's goes in
 * the history state, lib/listing-return.ts), reviews (verified, then imported with its source),
 * match score,
 * credit indicator, key metric, minimum loan in $K, starting rate and funding time.
 *
 * Memoised, and its props must keep their identity (`item` from the query's data, `search` a
 * string): the match score is a late part (late-match-score.tsx), and a re-render of the listing
 * that reached its Suspense boundary before it hydrated would make React drop the server's
 * markup (docs/decisions/ssr.md).
 */
export const LenderCard = memo(function LenderCard({ item, search }: LenderCardProps) {
  const { lender, product, match, productTypes } = item;
  const submitLender = useMemo(
    () => ({ ...lender, productTypes, products: [product] }),
    [lender, productTypes, product],
  );
  const profileUrl = `/lender/${encodeURIComponent(lender.slug)}`;
  const returnState = useMemo(() => listingReturnState(search), [search]);
  const criteria = useMemo(
    () => listingCriteria(lender, product, search),
    [lender, product, search],
  );
  const metric = keyMetric(product);
  const minimum = minimumLoanText(product.loanAmountMin ?? lender.minimumLoanAmount);
  const rate = startingRateText(product.lowestRate);
  const fundingDays = lender.averageFundingTime;
  const headingId = `lender-${lender.id}`;
  const [quoteOpened, quote] = useDisclosure(false);

  return (
    <article className={classes.card} aria-labelledby={headingId}>
      <div className={classes.top}>
        <div className={classes.identity}>
          <h3 className={classes.title} id={headingId}>
            <Link
              to={profileUrl}
              state={returnState}
              className={`mantine-focus-auto ${classes.anchor} ${classes.nameLink}`}
            >
              {lender.companyName}
            </Link>
          </h3>
          <Reviews lender={lender} />
          <VerificationStatus verification={lender.verification} />
        </div>
        {match.shown ? (
          <LateMatchScore match={match} criteria={criteria} responseTime={lender.responseTime} />
        ) : null}
      </div>

      <div {...METRICS_GRID}>
        <Metric label={metric.label} value={metric.value} />
        <Metric label="Min. Loan" value={minimum ?? "N/A"} />
        <Metric label="Starting Rate" value={rate ?? "N/A"} />
        <Metric
          label="Avg. Funding"
          value={
            fundingDays === null
              ? "N/A"
              : `${formatNumber(fundingDays)} ${fundingDays === 1 ? "day" : "days"}`
          }
        />
      </div>
      <div className={classes.row}>
        <CreditIndicator minimumFico={product.minimumFico} />
        {lender.yearsInBusiness !== null ? (
          <p className={textClass("sm", "dimmed")}>
            {lender.yearsInBusiness} {lender.yearsInBusiness === 1 ? "year" : "years"} in business
            {lender.yearsInBusinessConfirmed ? null : ` (${REPORTED_BY_LENDER})`}
          </p>
        ) : null}
      </div>
      <div className={classes.responseTime}>
        <ResponseTime responseTime={lender.responseTime} />
      </div>

      <div className={classes.row}>
        <Link
          to={profileUrl}
          state={returnState}
          className={`mantine-focus-auto ${classes.anchor} ${classes.moreLink}`}
        >
          More info+<span className={visuallyHidden}> about {lender.companyName}</span>
        </Link>
        {/* Get Quote: Mantine's Button as its markup (mantine-markup.ts), twenty a page. */}
        {lender.acceptingLeads ? (
          <button
            style={FILLED_BUTTON_STYLE}
            className={BUTTON_CLASS}
            type="button"
            onClick={quote.open}
            aria-label={`Get Quote from ${lender.companyName}`}
          >
            <span className={BUTTON_INNER_CLASS}>
              <span className={BUTTON_LABEL_CLASS}>Get Quote</span>
            </span>
          </button>
        ) : (
          <NotAcceptingLeads companyName={lender.companyName} />
        )}
      </div>
      {lender.acceptingLeads ? (
        <SubmitRequestDialog
          opened={quoteOpened}
          onClose={quote.close}
          lender={submitLender}
          loanType={product.productType}
          listingSearch={search}
        />
      ) : null}
    </article>
  );
});
