// The framework floor: what the stack's client packages cost at the least any page of this app uses them
// (hydrate a root; BrowserRouter, Routes, Link, NavLink and the hooks; a QueryClient with tRPC's React
// hooks over httpBatchLink), built the way the app is built (Vite with Rolldown, minified, one file) and
// gzipped as the budgets count. Read beside `npm run budgets`: a route's budget minus this floor is what
// its own code, the layout and the icons may spend. Run: `npm run budgets:floor` (no build needed).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { build } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));
const work = join(root, "node_modules/.cache/framework-floor");

const HYDRATE = `import { hydrateRoot } from "react-dom/client";`;
const ROUTER = `import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";`;
const QUERY = `import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
const trpc = createTRPCReact();
const queryClient = new QueryClient();
const client = trpc.createClient({ links: [httpBatchLink({ url: "/api/trpc" })] });`;

/** Each entry adds one layer to the one before, so the differences price each package. */
const ENTRIES = {
  "React DOM": `${HYDRATE}
hydrateRoot(document.getElementById("root"), <p>hi</p>);`,
  "+ React Router": `${HYDRATE}
${ROUTER}
function Page() {
  const location = useLocation(); const navigate = useNavigate(); const params = useParams(); const [search] = useSearchParams();
  return <p onClick={() => navigate("/")}>{location.key}{params.id}{search.get("q")}<Link to="/">a</Link><NavLink to="/b">b</NavLink></p>;
}
hydrateRoot(document.getElementById("root"), <BrowserRouter><Routes><Route path="*" element={<Page />} /></Routes></BrowserRouter>);`,
  "+ React Query and tRPC": `${HYDRATE}
${ROUTER}
${QUERY}
function Page() {
  const location = useLocation(); const navigate = useNavigate(); const params = useParams(); const [search] = useSearchParams();
  const answer = trpc.listings.home.useQuery();
  return <p onClick={() => navigate("/")}>{location.key}{params.id}{search.get("q")}{String(answer.data)}<Link to="/">a</Link><NavLink to="/b">b</NavLink></p>;
}
hydrateRoot(document.getElementById("root"), <trpc.Provider client={client} queryClient={queryClient}><QueryClientProvider client={queryClient}><BrowserRouter><Routes><Route path="*" element={<Page />} /></Routes></BrowserRouter></QueryClientProvider></trpc.Provider>);`,
};

const sizes = [];
for (const [label, source] of Object.entries(ENTRIES)) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(join(work, "entry.jsx"), source);
  await build({
    root: work,
    configFile: false,
    logLevel: "silent",
    plugins: [react()],
    build: {
      outDir: "out",
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: join(work, "entry.jsx"),
        // As vite.config.ts: tRPC's packages have no side effects at import time.
        treeshake: { moduleSideEffects: (id) => (/[\\/]node_modules[\\/]@trpc[\\/]/.test(id) ? false : undefined) },
      },
    },
  });
  const assets = join(work, "out/assets");
  const gzip = readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
  sizes.push([label, gzip]);
}
rmSync(work, { recursive: true, force: true });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let previous = 0;
for (const [label, gzip] of sizes) {
  console.log(`${label.padEnd(24)} ${kb(gzip).padStart(9)} gzip${previous ? `  (${kb(gzip - previous)} more)` : ""}`);
  previous = gzip;
}
console.log(`framework floor: ${kb(previous)} gzip of JavaScript before any of the app's own code, layout or icons`);
