// "Submit again" (/submit#from={token}, linked from a rejected submission's status page): fills the form
// in from that submission, asked of the server through its status token, and says so (or says why not:
// the server's reason, in the visitor's language). The token is read from the fragment once, on mount.
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { submitMessages } from "@shared/submissions/submit-texts";
import { RESUBMIT_PARAM } from "@shared/routing/paths";
import { apiReason } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import type { TextField } from "./use-submission-form";

export interface ResubmitNote {
  ok: boolean;
  text: string;
}

export function useResubmission(fill: (values: Partial<Record<TextField, string>>) => void): ResubmitNote | null {
  const utils = trpc.useUtils();
  const { hash } = useLocation();
  const [note, setNote] = useState<ResubmitNote | null>(null);
  useEffect(() => {
    const token = new URLSearchParams(hash.slice(1)).get(RESUBMIT_PARAM);
    if (!token) return;
    let live = true;
    utils.submissions.resubmission.fetch({ token }).then(
      (fields) => {
        if (!live) return;
        const { tags, ...rest } = fields;
        // The form's text fields take strings: absent values stay empty, tags are typed comma-separated
        // (fields the form edits with widgets of their own, the hours and a schedule, are not filled).
        const texts = Object.entries(rest).flatMap(([key, value]): [string, string][] =>
          value === null ? [[key, ""]] : typeof value === "string" || typeof value === "number" ? [[key, String(value)]] : [],
        );
        fill({ ...Object.fromEntries(texts), tags: tags.join(", ") });
        setNote({ ok: true, text: submitMessages.resubmitFilled });
      },
      (error: unknown) => {
        if (live) setNote({ ok: false, text: apiReason(error) ?? submitMessages.failureDescription });
      },
    );
    return () => {
      live = false;
    };
    // Once per visit of the page: the fragment is the link the visitor followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return note;
}
