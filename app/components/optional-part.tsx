import { Component, type ReactNode } from "react";

interface OptionalPartProps {
  children: ReactNode;
  /** What shows instead when the part fails; nothing by default. */
  fallback?: ReactNode;
}

/**
 * A part of the page the rest can do without (the footer, the toasts, a promotional section):
 * if its code cannot load or it throws, its fallback shows in its place and the page stays. The
 * layout's own parts must never fail, or the root error screen, which the layout frames, would
 * fail with them (docs/decisions/content-security-policy.md, "The error screen"). A chunk that
 * is gone from the server is the stale-build guard's to report (app/lib/stale-build.ts).
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
