// The owner forms' last row: the submit button, and the line that announces what the server answered.
import { primaryButton } from "@web/components/ui/button-styles";

export function SubmitRow({ label, pending, outcome }: { label: string; pending: boolean; outcome: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="submit" className={primaryButton} disabled={pending}>
        {label}
      </button>
      <p role="status" className="text-gray-700">
        {outcome}
      </p>
    </div>
  );
}
