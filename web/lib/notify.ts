// The one way to show a toast. Titles and descriptions come from shared/messages.
import { toast } from "sonner";

/** A button in the toast, e.g. "Log in" on an "Access Denied" toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  /** The spec's "destructive" style. */
  error(title: string, description?: string, action?: ToastAction) {
    toast.error(title, { description, action });
  },
  info(title: string, description?: string) {
    toast(title, { description });
  },
};
