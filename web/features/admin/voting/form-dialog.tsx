// The dialog every ballot and nomination form shares: its trigger, title, the form, then the submit
// button (Save unless named) and Cancel.
import { Dialog } from "radix-ui";
import type { FormEvent, ReactNode } from "react";
import { ballotAdminMessages as m } from "@shared/voting/ballot-admin-texts";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";

interface Props {
  trigger: string;
  triggerLabel?: string | undefined;
  triggerClass?: string;
  title: string;
  description?: string | undefined;
  submit?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  children: ReactNode;
}

export function FormDialog({ triggerClass = secondaryButton, submit = m.save, ...props }: Props) {
  return (
    <AdminDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      trigger={
        <button type="button" className={triggerClass} aria-label={props.triggerLabel}>
          {props.trigger}
        </button>
      }
      title={props.title}
      description={props.description}
      size="lg"
    >
      <form noValidate onSubmit={props.onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        {props.children}
        <div className="flex gap-2 sm:col-span-2">
          <button type="submit" disabled={props.saving} className={primaryButton}>
            {submit}
          </button>
          <Dialog.Close className={secondaryButton}>{m.cancel}</Dialog.Close>
        </div>
      </form>
    </AdminDialog>
  );
}
