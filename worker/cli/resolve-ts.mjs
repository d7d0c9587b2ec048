// Lets Node 22 (type stripping) run the operator scripts that import the project's TypeScript modules,
// whose relative imports leave out the ".ts" extension as the bundlers allow:
//   node --import ./worker/cli/resolve-ts.mjs worker/cli/seed.ts
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    // rrule's CommonJS build (its "main") hides its names from Node's ES module loader: load its ES build
    // (its "module", what the bundlers use for the Worker), whose own imports leave out ".js".
    if (specifier === "rrule") return nextResolve("rrule/dist/esm/index.js", context);
    if (context.parentURL?.includes("/node_modules/rrule/") && /^\.\.?\/[^.]*$/.test(specifier)) {
      try {
        return nextResolve(`${specifier}.js`, context);
      } catch {
        return nextResolve(`${specifier}/index.js`, context);
      }
    }
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith("./") || specifier.startsWith("../");
      if (!relative) throw error;
      if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
