// The one way to show a toast. Titles and descriptions come from the text facades (shared/i18n/messages.ts, shared/<concept>/<id>-texts.ts).
// sonner (~9 KB gzip) is not part of any page's load, idle time included: the toaster mounts on the
// visitor's first act (web/lib/first-interaction.ts: a press, a key, a tap, a pointer move or a scroll;
// every toast answers one, and by then the chunk is on its way, so a vote that fails because the
// connection dropped can still say so) or on the first toast, whichever comes first. A toast raised
// before the toaster listens waits for it (nothing is dropped).
type Toast = typeof import("sonner").toast;

let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the lazily loaded toaster has mounted and listens for toasts. */
export function toasterMounted(): void {
  markReady();
}

let wanted = false;
const listeners = new Set<() => void>();

/** Asks the layout to mount the toaster (once). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore in the layout: whether the toaster should be mounted. */
export const toasterWanted = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
  getServer: (): boolean => false,
};

async function show(raise: (toast: Toast) => void): Promise<void> {
  wantToaster();
  await toasterReady;
  raise((await import("sonner")).toast);
}

/** A button in the toast, e.g. "Log in" on an "Access Denied" toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export const notify = {
  success(title: string, description?: string, action?: ToastAction) {
    void show((toast) => toast.success(title, { description, action }));
  },
  /** The spec's "destructive" style. */
  error(title: string, description?: string, action?: ToastAction) {
    void show((toast) => toast.error(title, { description, action }));
  },
  info(title: string, description?: string) {
    void show((toast) => toast(title, { description }));
  },
};
