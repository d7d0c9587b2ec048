// The verification step, loaded only when a call was answered PRECONDITION_REQUIRED (web/lib/with-challenge.ts).
// A modal <dialog> says why it is there and waits for Verify; then a signed challenge from `challenge.create`
// is solved in Web Workers (altcha-lib, as the server verifies), focus goes back where it was, and the
// call is sent again with the proof in its header. Not the `altcha` widget: it starts its solver from
// blob: URLs and injects styles (our CSP refuses both), and its CSP-friendly build is ~50 KB gzip.
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { solveChallengeWorkers } from "altcha-lib";
import { useEffect, useId, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { botChallengeMessages as m } from "@shared/bot-challenge/bot-challenge-texts";
import { BOT_CHALLENGE_HEADER, encodeBotChallengeProof } from "@shared/bot-challenge/bot-challenge";
import type { AppRouter } from "@worker/trpc/router";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import type { Attempt } from "@web/lib/with-challenge";

/** Plenty for ALTCHA_MAX_NUMBER on a slow phone; past it the person may try again. */
const SOLVE_TIMEOUT_MS = 60_000;

const apiClient = (headers: Record<string, string> = {}) => createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "/api/trpc", headers })] });

/** Fetches a challenge and solves it; resolves the proof for BOT_CHALLENGE_HEADER. */
async function solveOne(controller: AbortController): Promise<string> {
  const challenge = await apiClient().challenge.create.query();
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, navigator.hardwareConcurrency || 2),
    createWorker: () => new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module" }),
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error("The challenge was not solved in time.");
  return encodeBotChallengeProof({ challenge, solution });
}

/** Each phase's status line is the text of the same name. */
type Phase = "ready" | "solving" | "solved" | "failed";

function ChallengeDialog({ onSolved, onCancel }: { onSolved: (proof: string) => void; onCancel: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const verifyButton = useRef<HTMLButtonElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>("ready");

  useEffect(() => {
    dialog.current?.showModal();
    verifyButton.current?.focus();
    return () => controller.current?.abort();
  }, []);

  async function verify() {
    if (phase === "solving" || phase === "solved") return;
    setPhase("solving");
    controller.current = new AbortController();
    try {
      const proof = await solveOne(controller.current);
      setPhase("solved");
      onSolved(proof);
    } catch {
      if (!controller.current.signal.aborted) setPhase("failed");
    }
  }

  const busy = phase === "solving" || phase === "solved";
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      // Escape: the browser's cancel, handled like the Cancel button.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/50"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {m.title}
      </h2>
      <p id={`${id}-intro`} className="mt-2 text-gray-700">
        {m.intro}
      </p>
      <p role="status" className="mt-4 font-semibold">
        {m[phase]}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {m.cancel}
        </button>
        {/* aria-disabled, not disabled, while solving: keyboard focus stays on the button. */}
        <button
          ref={verifyButton}
          type="button"
          className={primaryButton}
          aria-disabled={busy}
          aria-busy={phase === "solving"}
          onClick={() => void verify()}
        >
          {m.verify}
        </button>
      </div>
    </dialog>
  );
}

/** Shows the step; resolves with a proof, rejects when the person cancels. */
function askForProof(): Promise<string> {
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  return new Promise<string>((resolve, reject) => {
    const close = () => {
      root.unmount();
      host.remove();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
    root.render(
      <ChallengeDialog
        onSolved={(proof) => {
          close();
          resolve(proof);
        }}
        onCancel={() => {
          close();
          reject(new Error("The verification was cancelled."));
        }}
      />,
    );
  });
}

/** Asks for the verification, then sends `call` again with the proof; without one, rethrows `refusal`. */
export async function retryWithProof<T>(call: (attempt: Attempt) => Promise<T>, refusal: unknown): Promise<T> {
  let proof: string;
  try {
    proof = await askForProof();
  } catch {
    throw refusal;
  }
  return call({ client: apiClient({ [BOT_CHALLENGE_HEADER]: proof }), proof });
}
