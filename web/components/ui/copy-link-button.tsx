// "Copy link" beside an address shown on the page (a feed's, a shared list's), or another copy button
// (a badge's code): copies the text and says so in a status line; without a clipboard (permissions, an
// old browser) it says to copy what is shown.
import { useState } from "react";
import { messages } from "@shared/i18n/messages";

interface Props {
  url: string;
  /** Another button text and "copied" line than the link's. */
  texts?: { label: string; copied: string };
  /** The button's accessible name when several stand on one page (the feed's title). */
  ariaLabel?: string;
  className: string;
}

export function CopyLinkButton({ url, texts, ariaLabel, className }: Props) {
  const [status, setStatus] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(texts?.copied ?? messages.copyLink.copied);
    } catch {
      setStatus(messages.copyLink.failed);
    }
  }
  return (
    <>
      <button type="button" onClick={() => void copy()} aria-label={ariaLabel} className={className}>
        {texts?.label ?? messages.copyLink.label}
      </button>
      <span role="status" className="text-sm text-gray-700">
        {status}
      </span>
    </>
  );
}
