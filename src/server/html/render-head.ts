/** The <head> tags the server writes into index.html for each route (title, description, share tags). */
import type { RouteMeta } from "@/domain/site/route-meta";
import { PRODUCT_NAME } from "@/domain/site/route-meta";

export const HEAD_PLACEHOLDER = "<!--app-head-->";

const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface HeadInput {
  meta: RouteMeta;
  /** Absolute URL of the page, for og:url and the canonical link. */
  url: string;
  /** Absolute URL of the share image. */
  image: string;
  /** Extra tags (for example JSON-LD) written after the standard ones. */
  extra?: string;
}

export function renderHead({ meta, url, image, extra }: HeadInput): string {
  const title = escapeAttr(meta.title);
  const description = escapeAttr(meta.description);
  const ogTitle = escapeAttr(meta.ogTitle ?? meta.title);
  const ogDescription = escapeAttr(meta.ogDescription ?? meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.noIndex ? `<meta name="robots" content="noindex" />` : "",
    `<link rel="canonical" href="${escapeAttr(url)}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${ogTitle}" />`,
    `<meta property="og:description" content="${ogDescription}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
    `<meta property="og:image" content="${escapeAttr(image)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${ogTitle}" />`,
    `<meta name="twitter:description" content="${ogDescription}" />`,
    `<meta name="twitter:image" content="${escapeAttr(image)}" />`,
    extra ?? "",
  ];
  return tags.filter(Boolean).join("\n    ");
}
