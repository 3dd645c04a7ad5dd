import { describe, expect, it } from "vitest";
import {
  amountOfText,
  INITIAL_SEARCH_FORM,
  nextAmountText,
  searchTargetOf,
  textOfAmount,
} from "./search-form";

describe("loan amount text", () => {
  it("is reformatted as whole-dollar USD as typed", () => {
    expect(nextAmountText("", "2")).toBe("$2");
    expect(nextAmountText("$2", "$250")).toBe("$250");
    expect(nextAmountText("$250", "$2500")).toBe("$2,500");
    // Issue 28: cents were rounded into the dollars ('$2,501'); typed cents now show until the
    // field is left and never count (the digits after the point never join the dollars).
    expect(nextAmountText("$2,500", "$2,500.7")).toBe("$2,500.7");
    expect(nextAmountText("$2,500.7", "$2,500.75")).toBe("$2,500.75");
    expect(amountOfText("$2,500.75")).toBe(2500);
  });

  it("clears on empty input and ignores unparseable input", () => {
    expect(nextAmountText("$250", "")).toBe("");
    expect(nextAmountText("$250", "$")).toBe("");
    expect(nextAmountText("$250", "$25a0")).toBe("$250");
  });

  it("stands for a positive whole-dollar amount or nothing", () => {
    expect(amountOfText("$250,000")).toBe(250000);
    expect(amountOfText("")).toBeNull();
    expect(amountOfText("$0")).toBeNull();
    expect(amountOfText("abc")).toBeNull();
  });

  it("shows a stored amount", () => {
    expect(textOfAmount(1500000)).toBe("$1,500,000");
    expect(textOfAmount(1500000.5)).toBe("$1,500,000");
    expect(textOfAmount(null)).toBe("");
  });
});

describe("searchTargetOf ('Find Lenders')", () => {
  it("goes to the loan type's page with sortBy only when nothing is set", () => {
    expect(searchTargetOf(INITIAL_SEARCH_FORM)).toBe(
      "/fix-and-flip?loanType=fix_and_flip&sortBy=most-relevant",
    );
  });

  it("passes only the filters that have a value", () => {
    expect(
      searchTargetOf({
        loanType: "rental_property",
        location: "TX",
        loanAmountText: "$250,000",
        creditScore: 0,
        collateralType: "Condo",
      }),
    ).toBe(
      "/rental-property?loanType=rental_property&location=TX&loanAmount=250000&creditScore=0&collateralType=Condo&sortBy=most-relevant",
    );
    expect(searchTargetOf({ ...INITIAL_SEARCH_FORM, loanType: "bridge", creditScore: 700 })).toBe(
      "/bridge-loans?loanType=bridge&creditScore=700&sortBy=most-relevant",
    );
  });
});
