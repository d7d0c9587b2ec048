// The one way to show a toast. Titles and descriptions come from shared/messages.
// sonner (~9 KB gzip) is not part of any page's first load: the toaster mounts lazily right after the
// first render, and a toast raised before that waits for it (nothing is dropped).
type Toast = typeof import("sonner").toast;

let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the lazily loaded toaster has mounted and listens for toasts. */
export function toasterMounted(): void {
  markReady();
}

async function show(raise: (toast: Toast) => void): Promise<void> {
  await toasterReady;
  raise((await import("sonner")).toast);
}

/** A button in the toast, e.g. "Log in" on an "Access Denied" toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export const notify = {
  success(title: string, description?: string) {
    void show((toast) => toast.success(title, { description }));
  },
  /** The spec's "destructive" style. */
  error(title: string, description?: string, action?: ToastAction) {
    void show((toast) => toast.error(title, { description, action }));
  },
  info(title: string, description?: string) {
    void show((toast) => toast(title, { description }));
  },
};
