import { describe, expect, test } from "vitest";
import { csvField, csvFileName, csvHeader, csvRecord, csvRow, neutraliseFormula } from "./csv";

describe("formula injection", () => {
  test.each([
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    ["+1+2", "'+1+2"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", "'\r=1"],
    ["Elm = flip", "Elm = flip"],
    ["", ""],
  ])("%j becomes %j", (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });

  test("a neutralised cell is still quoted when it holds a quote", () => {
    expect(csvField('=1+"a"')).toBe(`"'=1+""a"""`);
  });

  test("numbers stay numbers, negative ones too", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(1250000.5)).toBe("1250000.5");
    expect(csvField(Number.NaN)).toBe("");
  });
});

describe("RFC 4180 quoting", () => {
  test.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["José", "José"],
  ])("%j → %j", (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });

  test("null and undefined are empty, booleans Yes/No", () => {
    expect(csvRow([null, undefined, true, false])).toBe(",,Yes,No\r\n");
  });
});

test("columns give the header and each record", () => {
  const columns = [
    { header: "Name", value: (r: { n: string; a: number }) => r.n },
    { header: "Amount", value: (r: { n: string; a: number }) => r.a },
  ];
  expect(csvHeader(columns)).toBe("Name,Amount\r\n");
  expect(csvRecord(columns, { n: "=cmd", a: 3 })).toBe("'=cmd,3\r\n");
});

test("file name", () => {
  expect(csvFileName("requests", "2026-11-27")).toBe("lenderlane-requests-2026-11-27.csv");
});
