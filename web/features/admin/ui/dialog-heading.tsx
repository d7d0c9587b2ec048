// The top of every admin dialog: its title (which names the dialog) and the close button beside it.
import { Icon } from "@web/components/ui/icon";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { adminMessages } from "@shared/admin/admin-texts";

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
