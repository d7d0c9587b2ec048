// "Download my data" as a section: one button that fetches a person's data, has the browser save it as
// a JSON file and announces the outcome (an owner's on /owner, a reviewer's on their link page).
import { useId, useState } from "react";
import { format } from "@shared/i18n/messages";
import { secondaryButton } from "@web/components/ui/button-styles";
import { saveFile } from "@web/lib/save-file";

interface Props {
  /** The section's words: heading, intro, button, done ("… saved as {file}.") and failed. */
  texts: { heading: string; intro: string; button: string; done: string; failed: string };
  file: string;
  load: () => Promise<unknown>;
}

export function JsonDownload({ texts, file, load }: Props) {
  const id = useId();
  const [outcome, setOutcome] = useState("");
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(file, JSON.stringify(await load(), null, 2), "application/json");
      setOutcome(format(texts.done, { file }));
    } catch {
      setOutcome(texts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {texts.heading}
      </h2>
      <p className="mt-2 text-gray-700">{texts.intro}</p>
      <button type="button" className={`${secondaryButton} mt-4`} aria-disabled={busy} onClick={() => void download()}>
        {texts.button}
      </button>
      <p role="status" className="mt-2 text-gray-700">
        {outcome}
      </p>
    </section>
  );
}
