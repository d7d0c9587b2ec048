// "Your data" on the private status page: download everything held about the submission (JSON), or
// erase it. Erasing asks once more in place, with focus moved to the question, and says what it will do:
// an undecided submission is deleted, a decided one keeps its content without the name and e-mail.
import { useEffect, useRef, useState } from "react";
import { statusMessages as m } from "@shared/submissions/status-texts";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { saveFile } from "@web/lib/save-file";
import { trpc } from "@web/lib/trpc";
import { secondaryButton } from "@web/components/ui/button-styles";

/** What the page shows once the submission is deleted; it takes the focus the pressed button had. */
export function ErasedNotice() {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} tabIndex={-1} role="status" className="mt-6 rounded-2xl bg-gray-50 p-4 font-semibold">
      {m.erasedDeleted}
    </p>
  );
}

export function YourData({ token, undecided, onDeleted }: { token: string; undecided: boolean; onDeleted: () => void }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const [anonymised, setAnonymised] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const erase = trpc.submissions.erase.useMutation({
    onSuccess: ({ outcome }) => {
      setConfirming(false);
      if (outcome === "deleted") return onDeleted();
      setAnonymised(true);
      void utils.submissions.status.invalidate({ token });
    },
    onError: (error) => notify.error(m.dataUnavailable, apiReason(error)),
  });
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  async function download() {
    try {
      const data = await utils.submissions.myData.fetch({ token }, { staleTime: 0 });
      saveFile("local-hype-my-data.json", JSON.stringify(data, null, 2), "application/json");
    } catch (error) {
      notify.error(m.dataUnavailable, apiReason(error));
    }
  }

  if (anonymised) {
    return (
      <p role="status" className="mt-10 rounded-2xl bg-gray-50 p-4 font-semibold">
        {m.erasedAnonymised}
      </p>
    );
  }
  return (
    <section aria-labelledby="your-data-heading" className="mt-10 border-t border-gray-200 pt-6">
      <h2 id="your-data-heading" className="text-xl font-bold">
        {m.yourDataHeading}
      </h2>
      <p className="mt-2 text-gray-700">{m.yourDataText}</p>
      {confirming ? (
        <div className="mt-4">
          <p ref={question} tabIndex={-1} className="font-semibold">
            {undecided ? m.eraseConfirmPending : m.eraseConfirmDecided}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={erase.isPending}
              onClick={() => erase.mutate({ token })}
              className="inline-flex min-h-10 items-center rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {m.eraseConfirm}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              {m.eraseCancel}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={() => void download()} className={secondaryButton}>
            {m.downloadData}
          </button>
          <button type="button" onClick={() => setConfirming(true)} className={secondaryButton}>
            {m.eraseData}
          </button>
        </div>
      )}
    </section>
  );
}
