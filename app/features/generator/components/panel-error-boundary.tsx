import { t } from "@lingui/core/macro";
import { Component, type ErrorInfo, type ReactNode } from "react";

import { Button } from "~/components/ui/button";

/** What a panel offers when its contents cannot be shown: History's "Clear History". */
export interface PanelRecovery {
  label: string;
  onAction: () => void;
}

function panelErrorMessage(title: string): string {
  return t`${title} could not be shown. The rest of the page still works.`;
}

interface Props {
  title: string;
  recovery?: PanelRecovery;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps one panel's failure inside that panel: the page stays, the panel says what
 * happened, and its recovery action (History's Clear) stays reachable and shows the panel again.
 * The error is logged, as a stored-history read failure is (spec §8). React catches render errors
 * only in a class component.
 */
export class PanelErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.title}: the panel could not be shown.`, error, info.componentStack);
  }

  private recover = (): void => {
    this.props.recovery?.onAction();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { title, recovery } = this.props;
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm">{panelErrorMessage(title)}</p>
        {recovery ? (
          <Button type="button" variant="secondary" onClick={this.recover}>
            {recovery.label}
          </Button>
        ) : null}
      </div>
    );
  }
}
