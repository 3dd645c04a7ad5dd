import { useEffect } from "react";

/**
 * The route table (every page's title and description) is not part of the lender page's first
 * download: the layout's DocumentTitleProvider loads it after the first screen, so by the time
 * a visitor leaves this page the import below resolves from the module cache.
 */
const loadRouteTable = () => import("@/domain/site/route-table");

/** Which page set the description last: a page leaving does not undo the next one's. */
let latestOwner = 0;

/**
 * Sets <meta name="description"> while the page is shown (the server wrote the first one for
 * crawlers). On leaving, the next route's description from the route table is put back, since
 * the layout's DocumentTitleProvider only keeps the title in step; unless another page (the next
 * lender's) has set its own meanwhile.
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
    latestOwner += 1;
    const owner = latestOwner;
    return () => {
      void loadRouteTable().then(({ getRouteMeta }) => {
        if (latestOwner === owner) {
          current.content = getRouteMeta(window.location.pathname).description;
        }
      });
    };
  }, [description]);
}
