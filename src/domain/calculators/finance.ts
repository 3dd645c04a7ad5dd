/**
 * The loan arithmetic the calculators share (docs/decisions/2026-11-27-calculators.md): the
 * monthly rate of an annual percentage, the level payment of an amortising loan and its
 * inverse (the amount a payment repays), interest-only interest. Unrounded: callers round what
 * they show.
 */

/** 12 % a year → 0.01 a month (nominal: the annual rate ÷ 12, as US notes quote it). */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 100 / 12;
}

/** The level monthly payment that repays `amount` over `months` (amount ÷ months at 0 %). */
export function amortisingPayment(amount: number, annualRatePercent: number, months: number) {
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return amount / months;
  return (amount * r) / (1 - (1 + r) ** -months);
}

/** The amount a level monthly `payment` repays over `months`: amortisingPayment's inverse. */
export function amountOfPayment(payment: number, annualRatePercent: number, months: number) {
  const r = monthlyRate(annualRatePercent);
  if (r === 0) return payment * months;
  return (payment * (1 - (1 + r) ** -months)) / r;
}

/** One month's interest on `amount` (interest-only). */
export function monthlyInterest(amount: number, annualRatePercent: number): number {
  return amount * monthlyRate(annualRatePercent);
}

/** Whole cents, for money shown. */
export const cents = (value: number) => Math.round(value * 100) / 100;
