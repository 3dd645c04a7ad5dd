import { describe, expect, test } from "vitest";
import { escapeHtml, html, joinHtml } from "./html";

const IMG = "<img src=x onerror=alert(1)>";

describe("html``", () => {
  test("escapes every interpolated string, in text and in attributes", () => {
    const url = `https://example.com/?a=1&b="><script>`;
    expect(html`<a href="${url}">${IMG}</a>`.markup).toBe(
      '<a href="https://example.com/?a=1&#38;b=&#34;&#62;&#60;script&#62;">&#60;img src=x onerror=alert(1)&#62;</a>',
    );
    expect(escapeHtml(`&<>"'`)).toBe("&#38;&#60;&#62;&#34;&#39;");
  });

  test("inserts html`` results as they are, and only them", () => {
    const inner = html`<b>${IMG}</b>`;
    expect(html`<p>${inner}</p>`.markup).toBe("<p><b>&#60;img src=x onerror=alert(1)&#62;</b></p>");
    // Something shaped like a result but not made by html`` is a value like any other.
    const forged = { markup: IMG, toString: () => IMG } as unknown as string;
    expect(html`<p>${forged}</p>`.markup).not.toContain("<img");
  });

  test("writes numbers, nothing for null, undefined and false, and arrays item by item", () => {
    expect(html`${16}px`.markup).toBe("16px");
    expect(html`[${null}${undefined}${false}${""}]`.markup).toBe("[]");
    expect(html`<ul>${["<a>", html`<li>b</li>`]}</ul>`.markup).toBe(
      "<ul>&#60;a&#62;<li>b</li></ul>",
    );
    expect(`${html`<i>${"&"}</i>`}`).toBe("<i>&#38;</i>");
  });

  test("joinHtml escapes its items and its separator", () => {
    expect(joinHtml([html`<br>`, "<x>"], "\n  ").markup).toBe("<br>\n  &#60;x&#62;");
    expect(joinHtml(["a", "b"], "<hr>").markup).toBe("a&#60;hr&#62;b");
    expect(joinHtml([], ", ").markup).toBe("");
  });
});
