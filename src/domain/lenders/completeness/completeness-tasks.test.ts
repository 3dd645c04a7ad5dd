import { describe, expect, test } from "vitest";
import {
  COMPLETENESS_MESSAGES,
  completenessColor,
  completenessMessage,
  INQUIRY_HINT,
  moreTasksText,
  profileCompleteness,
  showsInquiryHint,
} from "./completeness-tasks";
import { fullLender, fullProduct } from "./test/completeness-fixtures";

const now = new Date(2025, 6, 10, 12);
const ids = (tasks: { id: string }[]) => tasks.map((t) => t.id);

describe("tasks", () => {
  test("a complete profile has no tasks", () => {
    const r = profileCompleteness(fullLender(), [fullProduct()], now);
    expect(r.tasks).toEqual([]);
    expect(r.moreTasksText).toBeNull();
  });

  test("competitive tasks with their priorities and category", () => {
    const product = fullProduct({
      fundingTimeline: null,
      processingFee: null,
      termMinMonths: null,
      termMaxMonths: null,
      minimumFico: null,
    });
    const r = profileCompleteness(fullLender(), [product], now);
    expect(r.tasks.map((t) => [t.id, t.priority, t.categoryLabel])).toEqual([
      ["funding_timeline", "high", "Competitive Details"],
      ["fee_transparency", "high", "Competitive Details"],
      ["term_ranges", "improvement", "Competitive Details"],
      ["credit_requirements", "improvement", "Competitive Details"],
    ]);
  });

  test("product tasks are raised only when the lender has a product", () => {
    const r = profileCompleteness(fullLender(), [], now);
    expect(ids(r.tasks)).toEqual(["loan_products"]);
    expect(r.tasks[0]?.priority).toBe("critical");
  });

  test("sorted critical, high, improvement; five shown, the rest counted", () => {
    const r = profileCompleteness(
      fullLender({ website: null, phone: null }),
      [
        fullProduct({
          fundingTimeline: null,
          minimumFico: null,
          lowestRate: null,
          highestRate: null,
        }),
      ],
      now,
    );
    expect(ids(r.tasks)).toEqual([
      "website",
      "phone",
      "rates",
      "funding_timeline",
      "credit_requirements",
    ]);
    expect(r.moreTasksText).toBeNull();

    const more = profileCompleteness(
      fullLender({ website: null, phone: null, licenseNumber: null }),
      [fullProduct({ fundingTimeline: null, minimumFico: null, lastUpdated: null })],
      now,
    );
    expect(ids(more.tasks)).toEqual([
      "website",
      "phone",
      "license",
      "product_freshness",
      "funding_timeline",
      "credit_requirements",
    ]);
    expect(ids(more.visibleTasks)).toEqual(ids(more.tasks).slice(0, 5));
    expect(more.moreTasksText).toBe("+1 more improvement opportunities");
  });

  test.each([
    [5, null],
    [6, "+1 more improvement opportunities"],
    [9, "+4 more improvement opportunities"],
  ])("%i tasks → %j", (count, text) => {
    expect(moreTasksText(count)).toBe(text);
  });
});

describe("colour bands, messages and hint", () => {
  test.each([
    [100, "green"],
    [76, "green"],
    [75, "yellow"],
    [51, "yellow"],
    [50, "red"],
    [0, "red"],
  ])("%i → %s", (score, color) => {
    expect(completenessColor(score)).toBe(color);
  });

  test.each([
    [100, COMPLETENESS_MESSAGES.excellent],
    [85, COMPLETENESS_MESSAGES.excellent],
    [84, COMPLETENESS_MESSAGES.great],
    [76, COMPLETENESS_MESSAGES.great],
    [75, COMPLETENESS_MESSAGES.progress],
    [51, COMPLETENESS_MESSAGES.progress],
    [50, COMPLETENESS_MESSAGES.boost],
  ])("%i → %s", (score, message) => {
    expect(completenessMessage(score)).toBe(message);
  });

  test("message texts are the spec's", () => {
    expect(COMPLETENESS_MESSAGES).toEqual({
      excellent: "Excellent! Your profile is highly optimized for inquiries.",
      great: "Great job! Just a few more improvements to maximize visibility.",
      progress: "You're making progress! Complete profiles get 3x more inquiries.",
      boost: "Let's boost your profile! Complete profiles are much more visible to borrowers.",
    });
  });

  test.each([
    [75, true],
    [76, false],
  ])("hint at %i: %s", (score, shown) => {
    expect(showsInquiryHint(score)).toBe(shown);
  });

  test("report carries colour, message and hint", () => {
    const r = profileCompleteness(fullLender(), [], now);
    // basic 100, products 0, competitive 0 → 30
    expect(r).toMatchObject({
      overall: 30,
      color: "red",
      message: COMPLETENESS_MESSAGES.boost,
      inquiryHint: INQUIRY_HINT,
    });
    expect(INQUIRY_HINT).toBe(
      "Complete, recently updated profiles get 3-5x more borrower inquiries.",
    );
  });
});
