import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { RouteError } from "./route-error";

interface BoundaryProps {
  children: ReactNode;
  /** The location's key: a navigation clears the error. */
  locationKey: string;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    failed: false,
    error: undefined,
    locationKey: this.props.locationKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { failed: false, error: undefined, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * A page that throws while rendering (or whose code no longer exists after a deploy) shows
 * RouteError instead of blanking the app; the next navigation renders the new page again
 * (React Router's errorElement did this in data mode).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
