/** The <head> tags the server writes into index.html for each route (title, description, share tags). */
import type { RouteMeta } from "@/domain/site/route-meta";
import { PRODUCT_NAME } from "@/domain/site/route-meta";

export const HEAD_PLACEHOLDER = "<!--app-head-->";

const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page's share image: its absolute URL, its size in pixels and its text alternative. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's share image: the 512 px logo of public/brand-assets. */
export function siteShareImage(baseUrl: string): ShareImage {
  return {
    url: `${baseUrl}/brand-assets/logo-512.png`,
    width: 512,
    height: 512,
    alt: `${PRODUCT_NAME} logo`,
  };
}

export interface HeadInput {
  meta: RouteMeta;
  /** Absolute URL of the page, for og:url and the canonical link. */
  url: string;
  image: ShareImage;
  /** Extra tags (for example JSON-LD) written after the standard ones. */
  extra?: string;
}

export function renderHead({ meta, url, image, extra }: HeadInput): string {
  const title = escapeAttr(meta.title);
  const description = escapeAttr(meta.description);
  const ogTitle = escapeAttr(meta.ogTitle ?? meta.title);
  const ogDescription = escapeAttr(meta.ogDescription ?? meta.description);
  const imageUrl = escapeAttr(image.url);
  const imageAlt = escapeAttr(image.alt);
  // A wide image is shown large; the square logo as the small card.
  const card = image.width > image.height ? "summary_large_image" : "summary";
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
    `<meta property="og:image" content="${imageUrl}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta name="twitter:card" content="${card}" />`,
    `<meta name="twitter:title" content="${ogTitle}" />`,
    `<meta name="twitter:description" content="${ogDescription}" />`,
    `<meta name="twitter:image" content="${imageUrl}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
    extra ?? "",
  ];
  return tags.filter(Boolean).join("\n    ");
}
