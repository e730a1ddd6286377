import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Spec §8's text for a failed start-up, for the one moment no culture's texts are loaded to say it
 * (LocKey_Shared_ErrorMessage_Request is used whenever they are).
 */
export const requestFailedBeforeTexts = 'Your request failed. Please reload and try again.';

export interface ErrorBoundaryProps {
  /** What to show instead of the part that failed. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows the fallback when rendering below it throws (an internal error of spec §8), and logs the error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
