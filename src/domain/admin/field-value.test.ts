import { describe, expect, test } from "vitest";
import { LENDER_FORM_MESSAGES } from "../lenders/lender-form";
import { FIELD_VALUE_MESSAGES, parseAdminFieldValue, parseProductFieldValue } from "./field-value";
import { ADMIN_LENDER_FIELDS, adminLenderFieldLabel } from "./lender-fields";

const current = { companyName: "Acme Capital, LLC" };
const parse = (field: string, value: Parameters<typeof parseAdminFieldValue>[1]) =>
  parseAdminFieldValue(field, value, current);

describe("parseAdminFieldValue", () => {
  test("text: trimmed, blank is no value, the company name is required", () => {
    expect(parse("phone", "  (555) 123-4567 ")).toMatchObject({
      ok: true,
      value: "(555) 123-4567",
    });
    expect(parse("phone", "   ")).toMatchObject({ ok: true, value: null });
    expect(parse("company_name", " ")).toEqual({
      ok: false,
      message: LENDER_FORM_MESSAGES.companyName,
    });
    expect(parse("company_name", "New Name")).toMatchObject({ ok: true, value: "New Name" });
  });

  test("email: checked by the email rule", () => {
    expect(parse("email", "a..b@example.com")).toMatchObject({ ok: false });
    expect(parse("email", "loans@example.com")).toMatchObject({
      ok: true,
      value: "loans@example.com",
    });
  });

  test("slug: blank is derived from the company name", () => {
    expect(parse("slug", "")).toMatchObject({ ok: true, value: "acme-capital-llc" });
    expect(parse("slug", "my-slug")).toMatchObject({ ok: true, value: "my-slug" });
  });

  test("numbers: numeric text parses, bounds are the form's", () => {
    expect(parse("minimum_loan_amount", "$1,500")).toMatchObject({ ok: true, value: 1500 });
    expect(parse("minimum_loan_amount", 250000)).toMatchObject({ ok: true, value: 250000 });
    expect(parse("minimum_loan_amount", "")).toMatchObject({ ok: true, value: null });
    expect(parse("review_score", "5.5")).toEqual({
      ok: false,
      message: LENDER_FORM_MESSAGES.reviewScore,
    });
    expect(parse("years_in_business", "2.5")).toEqual({
      ok: false,
      message: LENDER_FORM_MESSAGES.wholeNumber,
    });
    expect(parse("years_in_business", true)).toEqual({
      ok: false,
      message: FIELD_VALUE_MESSAGES.text,
    });
  });

  test("booleans: true/false or their text, nothing else", () => {
    expect(parse("is_active", false)).toMatchObject({ ok: true, value: false });
    expect(parse("accepting_leads", "true")).toMatchObject({ ok: true, value: true });
    expect(parse("is_active", "yes")).toEqual({ ok: false, message: FIELD_VALUE_MESSAGES.boolean });
    expect(parse("is_active", null)).toEqual({ ok: false, message: FIELD_VALUE_MESSAGES.boolean });
  });

  test("states: names or codes become names, 'Unknown' alone is kept, junk is refused", () => {
    expect(parse("state", ["TX", "Florida"])).toMatchObject({
      ok: true,
      value: ["Texas", "Florida"],
    });
    expect(parse("state", "Texas, Ohio")).toMatchObject({ ok: true, value: ["Texas", "Ohio"] });
    expect(parse("state", ["Unknown"])).toMatchObject({ ok: true, value: ["Unknown"] });
    expect(parse("state", [])).toMatchObject({ ok: true, value: null });
    expect(parse("state", ["Atlantis"])).toEqual({
      ok: false,
      message: FIELD_VALUE_MESSAGES.states,
    });
  });

  test("an unknown field is refused", () => {
    expect(parse("user_id", "x")).toEqual({
      ok: false,
      message: FIELD_VALUE_MESSAGES.unknownField,
    });
  });
});

describe("ADMIN_LENDER_FIELDS", () => {
  test("every field's key is a lender form field, and field names are unique", () => {
    const names = ADMIN_LENDER_FIELDS.map((f) => f.field);
    expect(new Set(names).size).toBe(names.length);
    for (const spec of ADMIN_LENDER_FIELDS) {
      expect(
        parse(spec.field, spec.kind === "boolean" ? true : null).ok ||
          spec.field === "company_name",
      ).toBe(true);
    }
  });

  test("labels: the form's label, or the column name with spaces", () => {
    expect(adminLenderFieldLabel("company_name")).toBe("Company Name");
    expect(adminLenderFieldLabel("loan_amount_min")).toBe("loan amount min");
  });
});

describe("parseProductFieldValue", () => {
  test("numbers, credit score bounds, dates, text", () => {
    expect(parseProductFieldValue("lowest_rate", "9.5%")).toMatchObject({ ok: true, value: 9.5 });
    expect(parseProductFieldValue("minimum_fico", "900")).toEqual({
      ok: false,
      message: LENDER_FORM_MESSAGES.creditScore,
    });
    expect(parseProductFieldValue("last_updated", "2026-02-30x")).toEqual({
      ok: false,
      message: LENDER_FORM_MESSAGES.date,
    });
    expect(parseProductFieldValue("last_updated", "2026-02-03")).toMatchObject({
      ok: true,
      value: "2026-02-03",
    });
    expect(parseProductFieldValue("origination_fee", " 2 points ")).toMatchObject({
      ok: true,
      value: "2 points",
    });
  });

  test("collateral types: options from the list, empty is none", () => {
    expect(parseProductFieldValue("collateral_types", ["Condo", "Land"])).toMatchObject({
      ok: true,
      value: ["Condo", "Land"],
    });
    expect(parseProductFieldValue("collateral_types", [])).toMatchObject({ ok: true, value: null });
    expect(parseProductFieldValue("collateral_types", ["Castle"])).toEqual({
      ok: false,
      message: LENDER_FORM_MESSAGES.collateral,
    });
  });

  test("an unknown field is refused", () => {
    expect(parseProductFieldValue("lender_id", "x")).toEqual({
      ok: false,
      message: FIELD_VALUE_MESSAGES.unknownField,
    });
  });
});
