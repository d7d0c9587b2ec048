// A Web Worker that solves bot challenges with altcha-lib's own solver and WebCrypto SHA-256, so the
// page stays responsive while it hashes. Built by Vite into /assets/, so the CSP's script-src 'self'
// covers it (no blob: or data: worker).
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
