// The site's origin for canonical links and JSON-LD, the same on the server and in the browser.
import { createContext, use, type ReactNode } from "react";

const OriginContext = createContext<string>("");

export function OriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <OriginContext value={origin}>{children}</OriginContext>;
}

export function useOrigin(): string {
  return use(OriginContext);
}
