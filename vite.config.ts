// One Vite build for both sides: the React SPA (web/) and the Worker (worker/) via the Cloudflare plugin.
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Nothing at build, dev or test time may reach the internet.
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  publicDir: fromRoot("./web/public"),
  resolve: {
    alias: {
      "@web": fromRoot("./web"),
      "@shared": fromRoot("./shared"),
      "@worker": fromRoot("./worker"),
    },
  },
  build: {
    outDir: fromRoot("./dist"),
    emptyOutDir: true,
  },
  environments: {
    client: {
      build: {
        // For the bundle budget check (tests/budgets): which chunks each route loads, and what is in
        // them. Neither file is served (web/public/.assetsignore).
        manifest: true,
        sourcemap: "hidden",
      },
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      configPath: fromRoot("./wrangler.toml"),
      persistState: { path: fromRoot("./.wrangler/state") },
    }),
  ],
});
