// Every repository path the README and docs/ quote must exist, so the docs cannot drift from the tree
// unnoticed when a file moves or goes. Paths are read from `code spans` and from relative Markdown links.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const TOP =
  /^(worker|web|shared|tests|migrations|docs|\.ci)\/[\w./@-]*$|^(package\.json|wrangler\.toml|vite\.config\.ts|vitest\.config\.ts|tsconfig\.json|eslint\.config\.js|drizzle\.config\.ts)$/;

function markdownFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    // The product spec is quoted as it was written, paths and all.
    return entry.name.endsWith(".md") && path !== join("docs", "spec.md") ? [path] : [];
  });
}

/** The repository paths a Markdown file quotes, relative to the repository root. */
function quotedPaths(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[.,:;]$/, ""));
  const fromSpans = spans.filter((span) => TOP.test(span));
  const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => relative(root, join(root, dirname(file), href)));
  return [...fromSpans, ...links];
}

describe("paths quoted in the docs", () => {
  const files = ["README.md", ...markdownFiles("docs")];

  it("finds the docs and the paths in them", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(quotedPaths).length).toBeGreaterThan(100);
  });

  it.each(files)("%s quotes only paths that exist", (file) => {
    const missing = quotedPaths(file).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });
});
