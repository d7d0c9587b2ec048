// Error boundary for a screen: a crash shows a friendly message with a way home, never a blank page.
// (React offers error boundaries only as class components.)
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { pagePaths } from "@shared/routing/paths";

interface Props {
  children: ReactNode;
}

export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Screen crashed", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{messages.errors.screenCrashed}</h1>
        <p className="mt-2 text-gray-700">{messages.errors.screenCrashedHint}</p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className="rounded-full border border-gray-300 px-4 py-2 font-medium">
            {messages.errors.tryAgain}
          </button>
          <Link to={pagePaths.home} className="rounded-full bg-brand-700 px-4 py-2 font-medium text-white">
            {messages.notFound.returnHome}
          </Link>
        </div>
      </section>
    );
  }
}
