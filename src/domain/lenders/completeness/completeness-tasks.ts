/**
 * The Profile Completeness card's tasks, colour band and messages (spec 9 'Profile
 * completeness', spec 2 'Profile Completeness card').
 *
 * Tasks: funding_timeline and fee_transparency are high priority, term_ranges and
 * credit_requirements improvement, all in Competitive Details, raised only when the lender has
 * at least one product. The spec says critical tasks come from Basic Info and Loan Products
 * without listing them; we raise one per missing item there (the product items, again, only
 * when the lender has a product, except 'add a loan product' itself). 'Offer more loan types'
 * is not a task: a specialist lender is not incomplete.
 */

import { MAX_PRIORITY_TASKS } from "../../reference/limits";
import {
  CATEGORY_LABELS,
  type CompletenessCategory,
  type CompletenessLender,
  type CompletenessProduct,
  type CompletenessScore,
  scoreCompleteness,
} from "./profile-completeness";

export type TaskPriority = "critical" | "high" | "improvement";

export const TASK_PRIORITY_ORDER: readonly TaskPriority[] = ["critical", "high", "improvement"];

export interface CompletenessTask {
  id: string;
  title: string;
  description: string;
  priority: TaskPriority;
  category: CompletenessCategory;
  categoryLabel: string;
}

type Items = CompletenessScore["items"];

interface TaskRule {
  id: string;
  title: string;
  description: string;
  priority: TaskPriority;
  category: CompletenessCategory;
  /** Whether the task is raised (the item is missing, and any other condition). */
  raised: (items: Items) => boolean;
}

const withProduct = (missing: (items: Items) => boolean) => (items: Items) =>
  items.activeProducts && missing(items);

export const TASK_RULES: readonly TaskRule[] = [
  {
    id: "company_name",
    title: "Add your company name",
    description: "Borrowers search and recognise lenders by name.",
    priority: "critical",
    category: "basicInfo",
    raised: (i) => !i.companyName,
  },
  {
    id: "description",
    title: "Describe your company",
    description:
      "Tell borrowers who you lend to and what sets you apart (more than 10 characters).",
    priority: "critical",
    category: "basicInfo",
    raised: (i) => !i.description,
  },
  {
    id: "website",
    title: "Add your website",
    description: "A website lets borrowers verify your business.",
    priority: "critical",
    category: "basicInfo",
    raised: (i) => !i.website,
  },
  {
    id: "phone",
    title: "Add a phone number",
    description: "Give borrowers a direct way to reach you.",
    priority: "critical",
    category: "basicInfo",
    raised: (i) => !i.phone,
  },
  {
    id: "license",
    title: "Add your license number",
    description: "A license number builds trust with borrowers.",
    priority: "critical",
    category: "basicInfo",
    raised: (i) => !i.license,
  },
  {
    id: "loan_products",
    title: "Add a loan product",
    description: "Borrowers only find you on the listing pages of the loan types you offer.",
    priority: "critical",
    category: "loanProducts",
    raised: (i) => !i.activeProducts,
  },
  {
    id: "rates",
    title: "Add your interest rates",
    description:
      "Rates are the first thing borrowers compare, and the Lowest Rates sort needs them.",
    priority: "critical",
    category: "loanProducts",
    raised: withProduct((i) => !i.rates),
  },
  {
    id: "loan_amounts",
    title: "Add loan amounts",
    description: "Minimum and maximum amounts decide which searches you appear in.",
    priority: "critical",
    category: "loanProducts",
    raised: withProduct((i) => !i.amounts),
  },
  {
    id: "collateral",
    title: "List the property types you finance",
    description: "Borrowers filter by property type.",
    priority: "critical",
    category: "loanProducts",
    raised: withProduct((i) => !i.collateral),
  },
  {
    id: "product_freshness",
    title: "Review your loan products",
    description:
      "Confirm your terms are current; recently updated profiles rank higher with borrowers.",
    priority: "critical",
    category: "loanProducts",
    raised: withProduct((i) => !i.freshness),
  },
  {
    id: "funding_timeline",
    title: "Add your funding timeline",
    description: "Borrowers want to know how quickly you can close.",
    priority: "high",
    category: "competitiveDetails",
    raised: withProduct((i) => !i.fundingTimeline),
  },
  {
    id: "fee_transparency",
    title: "Show your fees",
    description:
      "List processing, underwriting or origination fees so borrowers can compare total cost.",
    priority: "high",
    category: "competitiveDetails",
    raised: withProduct((i) => !i.fees),
  },
  {
    id: "term_ranges",
    title: "Add term ranges",
    description: "Add minimum and maximum terms or loan durations.",
    priority: "improvement",
    category: "competitiveDetails",
    raised: withProduct((i) => !i.termRanges),
  },
  {
    id: "credit_requirements",
    title: "Add credit requirements",
    description: "State your minimum credit score so borrowers know whether they qualify.",
    priority: "improvement",
    category: "competitiveDetails",
    raised: withProduct((i) => !i.creditRequirements),
  },
];

/** Every raised task, sorted critical, high, improvement (stable within a priority). */
export function completenessTasks(items: Items): CompletenessTask[] {
  return TASK_RULES.filter((rule) => rule.raised(items))
    .map(({ raised: _raised, ...task }) => ({
      ...task,
      categoryLabel: CATEGORY_LABELS[task.category],
    }))
    .sort(
      (a, b) => TASK_PRIORITY_ORDER.indexOf(a.priority) - TASK_PRIORITY_ORDER.indexOf(b.priority),
    );
}

/** '+N more improvement opportunities' when more than 5 tasks, else null. */
export function moreTasksText(taskCount: number): string | null {
  const hidden = taskCount - MAX_PRIORITY_TASKS;
  return hidden > 0 ? `+${hidden} more improvement opportunities` : null;
}

export type CompletenessColor = "green" | "yellow" | "red";

/** 76 and over green, 51-75 yellow, below 51 red. */
export function completenessColor(score: number): CompletenessColor {
  if (score >= 76) return "green";
  if (score >= 51) return "yellow";
  return "red";
}

export const COMPLETENESS_MESSAGES = {
  excellent: "Excellent! Your profile is highly optimized for inquiries.",
  great: "Great job! Just a few more improvements to maximize visibility.",
  progress: "You're making progress! Complete profiles get 3x more inquiries.",
  boost: "Let's boost your profile! Complete profiles are much more visible to borrowers.",
} as const;

export function completenessMessage(score: number): string {
  if (score >= 85) return COMPLETENESS_MESSAGES.excellent;
  if (score >= 76) return COMPLETENESS_MESSAGES.great;
  if (score >= 51) return COMPLETENESS_MESSAGES.progress;
  return COMPLETENESS_MESSAGES.boost;
}

/** Shown under 76 (spec 2). */
export const INQUIRY_HINT = "Complete, recently updated profiles get 3-5x more borrower inquiries.";

export function showsInquiryHint(score: number): boolean {
  return score < 76;
}

export interface ProfileCompletenessReport extends CompletenessScore {
  color: CompletenessColor;
  message: string;
  inquiryHint: string | null;
  tasks: CompletenessTask[];
  /** At most five, highest priority first. */
  visibleTasks: CompletenessTask[];
  moreTasksText: string | null;
}

/** Everything the Profile Completeness card shows. */
export function profileCompleteness(
  lender: CompletenessLender,
  products: readonly CompletenessProduct[],
  now: Date,
): ProfileCompletenessReport {
  const score = scoreCompleteness(lender, products, now);
  const tasks = completenessTasks(score.items);
  return {
    ...score,
    color: completenessColor(score.overall),
    message: completenessMessage(score.overall),
    inquiryHint: showsInquiryHint(score.overall) ? INQUIRY_HINT : null,
    tasks,
    visibleTasks: tasks.slice(0, MAX_PRIORITY_TASKS),
    moreTasksText: moreTasksText(tasks.length),
  };
}
