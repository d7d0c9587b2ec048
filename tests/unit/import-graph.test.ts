// The import graph of worker/, web/ and shared/ has no cycles, and shared/'s concept folders (voting,
// listings, places…) import one another one way only, so a concept can be read, tested and moved from
// the bottom up. Also holds voting to the few folders it lives in. Imports are read from the source with
// TypeScript's parser, without `import type` (types vanish at build time, so they order nothing at run
// time). A lazy `import("…")` counts between concept folders but not in a cycle of modules: the lazy
// module runs after its importer has finished, so reaching back into it (a deferred part calling the
// always-loaded part that holds the state, as web/lib/saved-places-store.ts does) orders nothing.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ALIASES: Record<string, string> = { "@shared/": "shared/", "@web/": "web/", "@worker/": "worker/" };
const SOURCE = /\.(ts|tsx)$/;

/** Voting's folders: the coffee votes, ballots, awards, nominations and vote integrity, on every side. */
const VOTING_FOLDERS = [
  "shared/voting",
  "worker/features/voting",
  "web/features/voting",
  "web/features/admin/voting",
  "web/pages/coffee",
  "web/pages/nominate",
];
/** Folders that hold voting by name today: any other would be a seventh place to look. */
const VOTING_NAMES = /(^|\/)(votes?|voting|ballots?|awards?|award-[\w-]+|[\w-]+-ballot|nominat[\w-]*|coffee[\w-]*)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts"))
    .map((file) => `${folder}/${file}`);
}

function folders(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The files of the repository a module imports at run time: statically, or also lazily. */
function runtimeImports(file: string, files: ReadonlySet<string>, lazy: boolean): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (lazy && argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    const base = alias ? ALIASES[alias]! + specifier.slice(alias.length) : specifier.startsWith(".") ? join(dirname(file), specifier) : null;
    if (base === null) return [];
    const target = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => files.has(candidate));
    return target ? [target] : [];
  });
}

/** Every cycle's members, one list per strongly connected component (Tarjan), each in import order. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(pathThrough(graph, new Set(component), node));
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** One concrete loop inside a cycle's members, from `start` back to it: what a failure names. */
function pathThrough(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

const FILES = ["worker", "web", "shared"].flatMap(sourceFiles);
const FILE_SET = new Set(FILES);
const MODULES = new Map(FILES.map((file) => [file, runtimeImports(file, FILE_SET, false)]));

/** shared/'s concept folders (shared/voting, shared/seo…; a file at shared/'s root is its own node) and their imports. */
function conceptGraph(): Map<string, string[]> {
  const concept = (file: string) => file.split("/").slice(0, 2).join("/");
  const graph = new Map<string, string[]>();
  for (const file of FILES) {
    if (!file.startsWith("shared/")) continue;
    const imports = runtimeImports(file, FILE_SET, true);
    const from = concept(file);
    const targets = new Set(graph.get(from));
    for (const target of imports) if (concept(target) !== from) targets.add(concept(target));
    graph.set(from, [...targets]);
  }
  return graph;
}

describe("the import graph", () => {
  it("reads the imports of every module", () => {
    expect(FILES.length).toBeGreaterThan(500);
    expect(MODULES.get("worker/index.ts")).toContain("worker/trpc/router.ts");
  });

  it("has no cycle among modules", () => {
    expect(cycles(MODULES).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("has no cycle among shared/'s concept folders", () => {
    const graph = conceptGraph();
    expect(graph.size).toBeGreaterThan(15);
    expect(cycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });
});

describe("voting", () => {
  it("lives in at most six folders", () => {
    expect(VOTING_FOLDERS.length).toBeLessThanOrEqual(6);
    const named = ["worker", "web", "shared"].flatMap(folders).filter((folder) => VOTING_NAMES.test(folder));
    expect(named.filter((folder) => !VOTING_FOLDERS.includes(folder))).toEqual([]);
    for (const folder of VOTING_FOLDERS) expect(sourceFiles(folder).length, folder).toBeGreaterThan(0);
  });
});
