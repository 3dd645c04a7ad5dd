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

/**
 * The route table (every page's title, description and share texts) loads after the first
 * screen: the server wrote the first page's title into the HTML, so only a later navigation
 * needs it (the effect below asks for it as the provider mounts, so it is there by then).
 */
const loadRouteTable = () => import("@/domain/site/route-table");

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
    if (override && override.pathname === pathname) {
      document.title = override.title;
      return;
    }
    let current = true;
    void loadRouteTable().then(({ getRouteMeta }) => {
      // A later page (or an override) may have taken over while the table loaded.
      if (current) document.title = getRouteMeta(pathname).title;
    });
    return () => {
      current = false;
    };
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
