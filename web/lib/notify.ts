// The one way to show a toast. Titles and descriptions come from shared/messages.
import { toast } from "sonner";

export const notify = {
  success(title: string, description?: string) {
    toast.success(title, { description });
  },
  /** The spec's "destructive" style. */
  error(title: string, description?: string) {
    toast.error(title, { description });
  },
  info(title: string, description?: string) {
    toast(title, { description });
  },
};
