// The frame of every admin dialog: a Radix dialog (focus trapped, Escape closes, focus returns to the
// button that opened it), its overlay, a panel that scrolls on small screens, and the title with its
// close button. Each dialog brings its own content and actions.
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Icon } from "@web/components/ui/icon";
import { adminMessages } from "@shared/admin/admin-texts";

const PANEL =
  "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl";
/** Full class names, so Tailwind finds them. */
const WIDTHS = { sm: "w-[min(32rem,calc(100vw-2rem))]", md: "w-[min(40rem,calc(100vw-2rem))]", lg: "w-[min(44rem,calc(100vw-2rem))]" };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (one element: it becomes the trigger). */
  trigger: ReactNode;
  title: ReactNode;
  /** What the dialog does, read with its title; a dialog without one says so to Radix. */
  description?: ReactNode;
  size?: keyof typeof WIDTHS;
  children: ReactNode;
}

export function AdminDialog({ open, onOpenChange, trigger, title, description, size = "md", children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className={`${PANEL} ${WIDTHS[size]}`} {...(description ? {} : { "aria-describedby": undefined })}>
          <DialogHeading>{title}</DialogHeading>
          {description && <Dialog.Description className="mt-1 text-sm text-gray-700">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// The top of every admin dialog: its title (which names the dialog) and the close button beside it.
export function DialogHeading({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <Dialog.Title className="text-xl font-bold break-words">{children}</Dialog.Title>
      <Dialog.Close aria-label={adminMessages.close} className="grid size-9 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-gray-100">
        <Icon name="x" className="size-5" />
      </Dialog.Close>
    </div>
  );
}
