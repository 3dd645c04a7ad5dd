import { expect, test } from "vitest";
import * as L from "./limits";

test("spec 9 limits", () => {
  expect([L.CREDIT_SCORE_MIN, L.CREDIT_SCORE_MAX, L.CREDIT_SCORE_INPUT_MAX_LENGTH]).toEqual([
    300, 850, 3,
  ]);
  expect([L.LOAN_AMOUNT_MIN, L.LOAN_AMOUNT_MAX]).toEqual([10_000, 100_000_000]);
  expect([L.NAME_MAX_LENGTH, L.EMAIL_MAX_LENGTH, L.EMAIL_LOCAL_PART_MAX_LENGTH]).toEqual([
    50, 254, 64,
  ]);
  expect([L.PHONE_MAX_LENGTH, L.PHONE_DIGITS, L.PASSWORD_MIN_LENGTH]).toEqual([14, 10, 6]);
  expect(L.PASSWORD_MAX_LENGTH).toBe(128);
  // Issue 10: limits on stored texts that the spec does not give.
  expect([L.COMPANY_NAME_MAX_LENGTH, L.ACCOUNT_NAME_MAX_LENGTH, L.URL_MAX_LENGTH]).toEqual([
    120, 120, 2048,
  ]);
  expect(L.MAGIC_LINK_EXPIRY_MS).toBe(3_600_000);
  expect(L.MAGIC_LINK_RESEND_LOCK_SECONDS).toBe(60);
  expect(L.PENDING_SUBMISSION_TTL_MS).toBe(86_400_000);
  expect([L.PAGE_SIZE, L.PAGER_FULL_LIST_MAX_PAGES]).toEqual([20, 7]);
  expect(L.LENDER_DATA_CACHE_MS).toBe(300_000);
  expect([L.MOBILE_BREAKPOINT_PX, L.TOOLTIP_DELAY_MS, L.TOOLTIP_SKIP_DELAY_MS]).toEqual([
    768, 700, 300,
  ]);
  expect([L.US_STATE_COUNT, L.LOAN_PRODUCT_TYPE_COUNT, L.COPYRIGHT_YEAR]).toEqual([50, 6, 2025]);
  expect([L.DEFAULT_IS_ACTIVE, L.DEFAULT_ACCEPTING_LEADS]).toEqual([true, true]);
  expect(L.LENDER_PROVIDED_SOURCE).toBe("Lender provided");
  expect(L.PENDING_APPROVAL_ASSOCIATION_TIME).toBe("1-2 business days");
  expect([L.FRESHNESS_FULL_DAYS, L.FRESHNESS_PARTIAL_DAYS, L.STALE_WARNING_DAYS]).toEqual([
    30, 60, 30,
  ]);
  expect(L.MAX_PRIORITY_TASKS).toBe(5);
  expect([L.HISTORY_DIALOG_MAX_WIDTH, L.HISTORY_DIALOG_HEIGHT]).toEqual(["4xl", "80vh"]);
});

test.each([
  [767, true],
  [768, false],
  [375, true],
])("width %i is mobile: %s", (width, mobile) => {
  expect(L.isMobileWidth(width)).toBe(mobile);
});

test.each([
  [0, false],
  [24 * 3_600_000, false],
  [24 * 3_600_000 + 1, true],
])("pending submission %i ms old expired: %s", (age, expired) => {
  const now = new Date("2025-07-10T12:00:00Z");
  expect(L.isPendingSubmissionExpired(now.getTime() - age, now)).toBe(expired);
  expect(L.isPendingSubmissionExpired(new Date(now.getTime() - age), now)).toBe(expired);
});
