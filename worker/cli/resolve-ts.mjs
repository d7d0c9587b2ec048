// Lets Node 22 (type stripping) run the operator scripts that import the project's TypeScript modules,
// whose relative imports leave out the ".ts" extension as the bundlers allow:
//   node --import ./worker/cli/resolve-ts.mjs worker/cli/seed.ts
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith("./") || specifier.startsWith("../");
      if (!relative) throw error;
      // "../messages" names a folder's index.ts, as the bundlers allow too.
      if (error?.code === "ERR_UNSUPPORTED_DIR_IMPORT") return nextResolve(`${specifier}/index.ts`, context);
      if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
