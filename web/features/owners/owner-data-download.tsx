// "Download my data" on /owner: everything held about the signed-in person as an owner or manager
// (owners.myData), saved by the browser as JSON; the outcome is announced.
import { useId, useState } from "react";
import { format } from "@shared/i18n/messages";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { secondaryButton } from "@web/components/ui/button-styles";
import { saveFile } from "@web/lib/save-file";
import { trpc } from "@web/lib/trpc";

const FILE = "local-hype-my-owner-data.json";

export function OwnerDataDownload() {
  const id = useId();
  const utils = trpc.useUtils();
  const [outcome, setOutcome] = useState("");
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const data = await utils.owners.myData.fetch(undefined, { staleTime: 0 });
      saveFile(FILE, JSON.stringify(data, null, 2), "application/json");
      setOutcome(format(t.myDataDone, { file: FILE }));
    } catch {
      setOutcome(t.myDataFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t.myDataHeading}
      </h2>
      <p className="mt-2 text-gray-700">{t.myDataIntro}</p>
      <button type="button" className={`${secondaryButton} mt-4`} aria-disabled={busy} onClick={() => void download()}>
        {t.myDataButton}
      </button>
      <p role="status" className="mt-2 text-gray-700">
        {outcome}
      </p>
    </section>
  );
}
