import { Component, type ReactNode } from 'react';

interface Props {
  tag: string;
  host: HTMLElement;
  children: ReactNode;
}

/** A render error inside a widget becomes one `[tag]` console error and `data-error`, never a page error. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[${this.props.tag}] widget failed: ${(error as Error)?.message ?? String(error)}`);
    this.props.host.setAttribute('data-error', 'render');
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
