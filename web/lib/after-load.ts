// Work that must never compete with the first view (the service worker, the Web Vitals reporter): run
// once the page has loaded, `delayMs` later, in an idle moment (Safari has no requestIdleCallback).
export function afterLoad(task: () => void, delayMs = 0): void {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(task) : setTimeout(task, 1));
  const start = () => setTimeout(idle, delayMs);
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
