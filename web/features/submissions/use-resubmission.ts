// "Submit again" (/submit#from={token}, linked from a rejected submission's status page): fills the form
// in from that submission (./resubmission-fill.ts, loaded only then) and says so, or says why not. The
// token is read from the fragment once, on mount.
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { RESUBMIT_PARAM } from "@shared/routing/paths";
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
    // What fills the form loads only for such a link.
    void import("./resubmission-fill")
      .then(({ resubmissionFill }) => resubmissionFill(utils, token))
      .then(({ values, note: found }) => {
        if (!live) return;
        if (values) fill(values);
        setNote(found);
      });
    return () => {
      live = false;
    };
    // Once per visit of the page: the fragment is the link the visitor followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return note;
}
