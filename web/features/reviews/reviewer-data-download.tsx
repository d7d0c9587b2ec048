// "Download my data" on a reviewer's link page: every review and tip from the link's address with the
// replies they received (reviews.myData), saved by the browser as JSON; the outcome is announced.
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import { JsonDownload } from "@web/components/ui/json-download";
import { trpc } from "@web/lib/trpc";

export function ReviewerDataDownload({ token }: { token: string }) {
  const utils = trpc.useUtils();
  return (
    <JsonDownload
      texts={{ heading: m.myDataHeading, intro: m.myDataIntro, button: m.myDataButton, done: m.myDataDone, failed: m.myDataFailed }}
      file="local-hype-my-reviews.json"
      load={() => utils.reviews.myData.fetch({ token }, { staleTime: 0 })}
    />
  );
}
