import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useLocation } from "react-router";
import { getRouteMeta } from "@/domain/route-meta";

interface TitleOverride {
  pathname: string;
  title: string;
}

const SetTitleContext = createContext<(override: TitleOverride | null) => void>(() => {});

/**
 * Keeps document.title in step with the route (the server wrote the first one into the HTML).
 * Pages whose title depends on data (e.g. /lender/:slug) call {@link useDocumentTitle}; the
 * override only applies to the path it was set for, so it never leaks to the next page.
 */
export function DocumentTitleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [override, setOverride] = useState<TitleOverride | null>(null);

  useEffect(() => {
    document.title =
      override && override.pathname === pathname ? override.title : getRouteMeta(pathname).title;
  }, [pathname, override]);

  const set = useCallback((next: TitleOverride | null) => setOverride(next), []);
  return <SetTitleContext.Provider value={set}>{children}</SetTitleContext.Provider>;
}

/** Sets the document title for the current page; pass undefined to keep the route's title. */
export function useDocumentTitle(title: string | undefined) {
  const setOverride = useContext(SetTitleContext);
  const { pathname } = useLocation();
  const override = useMemo(() => (title ? { pathname, title } : null), [pathname, title]);
  useEffect(() => {
    setOverride(override);
    return () => setOverride(null);
  }, [override, setOverride]);
}
