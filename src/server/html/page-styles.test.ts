import { describe, expect, it } from "vitest";
import { createPageStyles } from "./page-styles";

const sheet = (href: string, css: string, always = false) => ({
  href,
  css,
  classes: new Set(css.match(/\bm_[0-9a-f]{8}\b/g) ?? []),
  always,
});

const page =
  '<html><head><link rel="stylesheet" crossorigin href="/assets/index.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/shared.css"></head><body>#</body></html>';

describe("page styles (the CSS a server-rendered page needs, inlined)", () => {
  const styles = createPageStyles([
    sheet("/assets/shared.css", ".m_00000001{color:red}", true),
    sheet("/assets/index.css", "body{margin:0}", true),
    sheet("/assets/card.css", ".m_0000000c{padding:1px}"),
    sheet("/assets/modal.css", ".m_0000000d{inset:0}"),
  ]);

  it("inlines the entry's sheets and those whose classes the markup uses, in build order", () => {
    const out = styles.inline(page, '<div class="m_0000000c x">card</div>');
    expect(out).toContain(
      "<style>.m_00000001{color:red}</style><style>body{margin:0}</style>" +
        "<style>.m_0000000c{padding:1px}</style>",
    );
    expect(out).not.toContain("m_0000000d");
    // The blocking links are gone; disabled ones stop Vite's loader from adding them again.
    expect(out).not.toMatch(/<link rel="stylesheet" crossorigin/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/card.css" disabled>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/index.css" disabled>');
    expect(out).not.toContain('href="/assets/modal.css"');
    expect(out.indexOf("<style>")).toBeLessThan(out.indexOf("</head>"));
  });

  it("leaves links to sheets it does not inline", () => {
    const other = '<head><link rel="stylesheet" href="/other.css"></head>';
    const out = styles.inline(other, "<p>text</p>");
    expect(out).toContain('<link rel="stylesheet" href="/other.css">');
    expect(out).toContain("<style>body{margin:0}</style>");
  });
});
