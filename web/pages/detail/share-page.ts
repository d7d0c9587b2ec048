import { detailMessages } from "@shared/listings/detail-texts";
import { notify } from "@web/lib/notify";

// Share a page: the system share sheet where there is one, else copy the link and say so.
export async function sharePage(title: string, url: string = window.location.href): Promise<void> {
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(detailMessages.linkCopied, detailMessages.linkCopiedText);
  } catch {
    notify.error(detailMessages.shareFailed, detailMessages.shareFailedText);
  }
}
