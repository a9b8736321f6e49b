import { Component, type ReactNode } from 'react';

/** Renders nothing when its children fail: for extras (like the debug box) that must never break a page. */
export default class QuietBoundary extends Component<{ readonly children?: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
