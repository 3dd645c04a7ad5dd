import { useEffect } from "react";
import { getRouteMeta } from "@/domain/route-table";

/**
 * Sets <meta name="description"> while the page is shown (the server wrote the first one for
 * crawlers). On leaving, the next route's description from the route table is put back, since
 * the layout's DocumentTitleProvider only keeps the title in step.
 */
export function useMetaDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = description;
    const current = tag;
    return () => {
      current.content = getRouteMeta(window.location.pathname).description;
    };
  }, [description]);
}
