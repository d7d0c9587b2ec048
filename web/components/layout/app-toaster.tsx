// The toaster, loaded after the first render (see web/lib/notify.ts).
import { useEffect, type CSSProperties } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "@web/lib/notify";

/**
 * sonner's light "rich colors" put 13px text at 3.0–4.35:1 on its tinted backgrounds (WCAG AA needs
 * 4.5:1); the same hues, darker, reach 5.7–6.6:1. Inline variables on the toaster override its sheet.
 */
const TOAST_TEXT_COLORS = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--error-text": "hsl(360, 100%, 38%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
} as CSSProperties;

export default function AppToaster() {
  // Child effects run first, so sonner's Toaster is already subscribed when this fires.
  useEffect(toasterMounted, []);
  return <Toaster richColors closeButton position="top-center" style={TOAST_TEXT_COLORS} />;
}
