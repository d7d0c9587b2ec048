// The bot challenge's verification step (English; the default locale). Loaded with the step itself, only
// when the server asks for it (PRECONDITION_REQUIRED), never with a page.

const texts = {
  title: "Quick check",
  intro:
    "Many requests came from your network, so your browser needs to solve a small puzzle to show it is not a bot. It takes a few seconds and sends nothing about you anywhere.",
  verify: "Verify",
  cancel: "Cancel",
  ready: "Press Verify to continue.",
  solving: "Verifying… this takes a few seconds.",
  solved: "Verified. Sending again…",
  failed: "The verification did not finish. Please try again.",
} as const;

export default texts;
