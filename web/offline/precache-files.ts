// What the service worker precaches from a build: every JavaScript chunk a public page can load (reached
// from the entry through static and dynamic imports, the text bundles among them, never through a staff
// screen or the staff's texts), the stylesheets and the icon sprite. Read from the bundle's import graph,
// so a chunk only the admin area reaches (People, audit, passkeys…) is left out whatever its name.

/** The parts of a build output file this reads (Rollup's and Rolldown's OutputChunk / OutputAsset). */
export type BuildFile =
  { type: "asset"; fileName: string } | { type: "chunk"; fileName: string; isEntry: boolean; imports: string[]; dynamicImports: string[] };

/** Where the walk stops: the staff screens' chunks (admin-page, login-page) and the staff's text bundle (admin). */
const STAFF_CHUNK = /(^|\/)(admin|login)-(page-)?[\w-]{8}\.js$/;

export function precacheFiles(bundle: Readonly<Record<string, BuildFile>>): string[] {
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (!file || file.type !== "chunk" || reached.has(fileName) || STAFF_CHUNK.test(fileName)) return;
    reached.add(fileName);
    for (const next of [...file.imports, ...file.dynamicImports]) visit(next);
  };
  for (const file of Object.values(bundle)) if (file.type === "chunk" && file.isEntry) visit(file.fileName);
  const assets = Object.values(bundle)
    .filter((file) => file.type === "asset" && /\.(css|svg)$/.test(file.fileName))
    .map((file) => file.fileName);
  return [...reached, ...assets]
    .filter((fileName) => fileName.startsWith("assets/"))
    .sort()
    .map((fileName) => `/${fileName}`);
}
