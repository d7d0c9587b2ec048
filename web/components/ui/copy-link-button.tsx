// "Copy link" beside an address shown on the page (a feed's, a shared list's): copies it and says so in a
// status line; without a clipboard (permissions, an old browser) it says to copy the address shown.
import { useState } from "react";
import { messages } from "@shared/i18n/messages";

interface Props {
  url: string;
  /** The button's accessible name when several stand on one page (the feed's title). */
  ariaLabel?: string;
  className: string;
}

export function CopyLinkButton({ url, ariaLabel, className }: Props) {
  const [status, setStatus] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(messages.copyLink.copied);
    } catch {
      setStatus(messages.copyLink.failed);
    }
  }
  return (
    <>
      <button type="button" onClick={() => void copy()} aria-label={ariaLabel} className={className}>
        {messages.copyLink.label}
      </button>
      <span role="status" className="text-sm text-gray-700">
        {status}
      </span>
    </>
  );
}
