// "Download my data" on /owner: everything held about the signed-in person as an owner or manager
// (owners.myData), saved by the browser as JSON; the outcome is announced.
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { JsonDownload } from "@web/components/ui/json-download";
import { trpc } from "@web/lib/trpc";

export function OwnerDataDownload() {
  const utils = trpc.useUtils();
  return (
    <JsonDownload
      texts={{ heading: t.myDataHeading, intro: t.myDataIntro, button: t.myDataButton, done: t.myDataDone, failed: t.myDataFailed }}
      file="local-hype-my-owner-data.json"
      load={() => utils.owners.myData.fetch(undefined, { staleTime: 0 })}
    />
  );
}
