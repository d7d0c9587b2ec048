// A listing payment's printable receipt on /owner (`?receipt=<payment>`), for anyone who manages the
// listing: the server decides every figure and refuses another's payment (NOT_FOUND, its words shown).
// Loaded with the receipts' texts (`status`) only when one is opened.
import { messages } from "@shared/i18n/messages";
import { ownerListingPath } from "@shared/owners/claim-paths";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { ReceiptDetails } from "@web/components/payments/receipt-details";
import { apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import { OwnerStatus } from "./owner-status";

export default function OwnerReceipt({ paymentId }: { paymentId: number }) {
  const receipt = trpc.owners.receipt.useQuery({ payment: paymentId }, { retry: false });
  return (
    <section className="mt-6">
      <h2 className="text-2xl font-bold">{messages.screens.paymentReceipt}</h2>
      {receipt.error ? (
        <OwnerStatus text={apiReason(receipt.error) ?? t.receiptNotFound} />
      ) : !receipt.data ? (
        <OwnerStatus text={t.loading} />
      ) : (
        <ReceiptDetails receipt={receipt.data} back={{ to: ownerListingPath(receipt.data.listing_id), label: t.receiptBack }} />
      )}
    </section>
  );
}
