import { describe, expect, it } from "vitest";
import { pageSources } from "@/web/entry-server";
import { createPageScripts } from "./page-scripts";

/** A build's manifest (as Vite writes it): the entry, its chunks, pages and their imports. */
const manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js", "_box.js"] },
  "_react.js": { file: "assets/react-1.js" },
  "_box.js": { file: "assets/box-1.js", imports: ["_react.js"] },
  "routes/home.tsx": { file: "assets/page-home-1.js", imports: ["_box.js", "_card.js"] },
  "routes/listing.tsx": { file: "assets/page-listing-1.js", imports: ["_card.js", "_select.js"] },
  "_card.js": { file: "assets/card-1.js", imports: ["_box.js", "_icon.js"] },
  "_icon.js": { file: "assets/icon-1.js" },
  "_select.js": { file: "assets/select-1.js" },
  "routes/admin/admin-layout.tsx": { file: "assets/page-admin-layout-1.js" },
  "routes/admin/users.tsx": { file: "assets/page-users-1.js", imports: ["_select.js"] },
};

const template =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/box-1.js">\n' +
  '    <link rel="stylesheet" href="/assets/index-1.css"></head><body></body></html>';

const preloaded = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("page scripts (the chunk of the page a request shows, preloaded with the entry)", () => {
  const scripts = createPageScripts(manifest);
  const link = (file: string) =>
    `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`;

  it("adds the page's chunk after the entry's preloads, at low priority, not its imports", () => {
    const page = scripts.preload(template, ["routes/home.tsx"]);
    expect(preloaded(page)).toEqual(["/assets/react-1.js", "/assets/box-1.js"]);
    expect(page).toContain(`box-1.js">${link("page-home-1.js")}\n`);
    expect(page).not.toContain("card-1.js");
    // Before the stylesheet: the script's download starts first.
    expect(page.indexOf("page-home-1.js")).toBeLessThan(page.indexOf("index-1.css"));
  });

  it("preloads a layout and its page together", () => {
    const page = scripts.preload(template, [
      "routes/admin/admin-layout.tsx",
      "routes/admin/users.tsx",
    ]);
    expect(page).toContain(link("page-admin-layout-1.js") + link("page-users-1.js"));
  });

  it("leaves the page as is for a source the build does not have, or none", () => {
    expect(scripts.preload(template, ["routes/gone.tsx"])).toBe(template);
    expect(scripts.preload(template, [])).toBe(template);
  });

  it("puts the link at the end of the head when the template has no entry script", () => {
    const bare = "<html><head><title>x</title></head><body></body></html>";
    expect(scripts.preload(bare, ["routes/listing.tsx"])).toBe(
      `<html><head><title>x</title>${link("page-listing-1.js")}</head><body></body></html>`,
    );
  });
});

describe("the pages a path shows (the router's route table)", () => {
  it("names each page by its module, as the build manifest does", () => {
    expect(pageSources("/")).toEqual(["routes/home.tsx"]);
    expect(pageSources("/fix-and-flip")).toEqual(["routes/listing.tsx"]);
    expect(pageSources("/lender/cedar-ridge-capital")).toEqual(["routes/lender-profile.tsx"]);
    expect(pageSources("/admin/users")).toEqual([
      "routes/admin/admin-layout.tsx",
      "routes/admin/users.tsx",
    ]);
    expect(pageSources("/no-such-page")).toEqual(["routes/not-found.tsx"]);
  });
});
