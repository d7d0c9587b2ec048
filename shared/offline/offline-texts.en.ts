// What the service worker says when the network is gone (English; the default locale). The worker
// carries both languages (vite.config.ts writes them into it): it answers with no page code loaded.

const texts = {
  notice: "You're offline — showing what you saw last",
  title: "You're offline",
  heading: "You're offline",
  text: "This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you opened before, and your saved places, still open.",
  saved: "Your saved places",
  home: "Home",
} as const;

export default texts;
