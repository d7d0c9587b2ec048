// Parts far down a page that need no code to be seen (links, text, a click-to-play facade): the server's
// HTML stays as it is, a Suspense boundary React has not hydrated, until the visitor first acts (a press,
// key, tap, pointer move or scroll); then their code loads and React hydrates them in place (decision 0166).
// React drops a click on a part it has not hydrated, so a click (or Enter) on a link or button there is
// held until the code has arrived and given again; a modified click is left to the browser. Moving within
// the app there is no server HTML to keep: the code loads at once.
import { lazy, Suspense, type ComponentType } from "react";
import { firstAct } from "./first-interaction";
import { keptLaterPart } from "./kept-later-parts";

export function hydrateLater(id: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Later = lazy(() => {
    // No document: the server, which renders them at once.
    const region = globalThis.document?.getElementById(id);
    if (!region) return load();
    const loading = firstAct().then(load);
    // What React waits on. If the code cannot load (the network dropped), the server's HTML stays: its
    // links still work.
    const loaded = loading.catch(() => new Promise<never>(() => undefined));
    // Until the code is here; a held click is given again after React has seen it arrive.
    const hold = (event: MouseEvent) => {
      const target = (event.target as Element).closest<HTMLElement>("a, button");
      if (!target || !region.contains(target) || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void loaded.then(() => target.click());
    };
    const stopHolding = () => document.removeEventListener("click", hold, true);
    // In the capture phase at the document, before React's own listeners on the root.
    document.addEventListener("click", hold, true);
    void loading.then(stopHolding, stopHolding);
    return loaded;
  });
  return function HydrateLater() {
    // The server writes in the HTML an earlier render drew (the same markup the browser then meets); the
    // client build drops this branch and its import.
    const kept = import.meta.env.SSR ? keptLaterPart(id, load) : undefined;
    if (kept !== undefined) return <div id={id} dangerouslySetInnerHTML={{ __html: kept }} />;
    return (
      <div id={id}>
        <Suspense fallback={null}>
          <Later />
        </Suspense>
      </div>
    );
  };
}
