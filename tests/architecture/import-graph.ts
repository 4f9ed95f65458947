/**
 * The import graph of the project's TypeScript sources, for the architecture tests: which file
 * imports which, whether the import exists at run time (an `import type` / `export type`, or one
 * whose every name is marked `type`, is erased by the build) and whether it is loaded lazily
 * (`import('…')`). Only imports that resolve to a source file of the graph are kept: packages
 * (`react`, `@radix-ui/themes`, …) and assets (`.css`) drop out.
 *
 * Paths are relative to the project root, with `/` separators, so reports read the same on every
 * machine. The checks take the graph and return what they found: the tests assert it is empty.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** The importing file. */
  from: string;
  /** The imported file. */
  to: string;
  /** The specifier as written. */
  specifier: string;
  /** Erased by the build: `import type`, `export type`, or every imported name marked `type`. */
  typeOnly: boolean;
  /** `import('…')`: loaded when called, not when the importing module is evaluated. */
  dynamic: boolean;
}

export interface ImportGraph {
  /** Every source file of the graph. */
  files: string[];
  edges: ImportEdge[];
}

/** Import prefixes mapped to folders (relative to the root): the project's are web/vite.config.ts's and tsconfig's. */
export type Aliases = Record<string, string>;

export const PROJECT_ALIASES: Aliases = { '@/': 'web/src/', '@domain/': 'domain/' };

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The .ts/.tsx files under the given folders of `root`, as root-relative paths. */
export function sourceFilesUnder(root: string, folders: string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) {
        sources.set(relative(root, full).split(sep).join('/'), readFileSync(full, 'utf8'));
      }
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return sources;
}

interface RawImport {
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function importsOf(path: string, text: string): RawImport[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: RawImport[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let typeOnly = false;
      if (clause) {
        const named = clause.namedBindings;
        typeOnly =
          clause.isTypeOnly ||
          (!clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
      }
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]!)
    ) {
      found.push({ specifier: (node.arguments[0] as ts.StringLiteral).text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function resolve(from: string, specifier: string, files: Set<string>, aliases: Aliases): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('./') || specifier.startsWith('../')) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  else {
    const prefix = Object.keys(aliases).find((p) => specifier.startsWith(p));
    if (prefix === undefined) return undefined;
    base = posix.normalize(aliases[prefix] + specifier.slice(prefix.length));
  }
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((e) => stem + e), ...SOURCE_EXTENSIONS.map((e) => `${base}/index${e}`)];
  return candidates.find((c) => files.has(c));
}

/** The graph of `sources` (root-relative path → text). */
export function buildImportGraph(sources: Map<string, string>, aliases: Aliases = PROJECT_ALIASES): ImportGraph {
  const files = [...sources.keys()].sort();
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const raw of importsOf(from, sources.get(from)!)) {
      const to = resolve(from, raw.specifier, known, aliases);
      if (to !== undefined) edges.push({ from, to, ...raw });
    }
  }
  return { files, edges };
}

/** The feature a file belongs to: the folder right under `featuresDir` (e.g. `web/src/features/`). */
export function featureOf(path: string, featuresDir: string): string | undefined {
  if (!path.startsWith(featuresDir)) return undefined;
  const rest = path.slice(featuresDir.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? undefined : rest.slice(0, slash);
}

/**
 * Imports from one feature's folder into another's (type-only and lazy imports count: the rule is
 * about who depends on whom). `registries` lists the files exempt at either end: a registry lists
 * what other features contribute to its host (so it imports them) and is read by them (so they
 * import it, e.g. for the props their tab receives).
 */
export function crossFeatureImports(graph: ImportGraph, featuresDir: string, registries: readonly string[] = []): ImportEdge[] {
  const exempt = new Set(registries);
  return graph.edges.filter((e) => {
    const a = featureOf(e.from, featuresDir);
    const b = featureOf(e.to, featuresDir);
    return a !== undefined && b !== undefined && a !== b && !exempt.has(e.from) && !exempt.has(e.to);
  });
}

/** Imports from files under any of `layers` (e.g. the shared `web/src/lib/`) into files under any of `forbidden` (e.g. `web/src/features/`). */
export function importsAcross(graph: ImportGraph, layers: readonly string[], forbidden: readonly string[]): ImportEdge[] {
  const under = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path.startsWith(p));
  return graph.edges.filter((e) => under(e.from, layers) && under(e.to, forbidden));
}

/** Distinct (importing feature → imported feature) pairs of a list of cross-feature imports. */
export function featurePairs(edges: readonly ImportEdge[], featuresDir: string): string[] {
  return [...new Set(edges.map((e) => `${featureOf(e.from, featuresDir)} → ${featureOf(e.to, featuresDir)}`))].sort();
}

/**
 * The runtime import cycles among the files whose path starts with `under` (e.g. `web/src/`):
 * static imports that survive the build. One cycle per strongly connected component, the shortest
 * through its first file, written as the file paths with the first repeated at the end.
 */
export function runtimeCycles(graph: ImportGraph, under: string): string[][] {
  const { next, components } = runtimeComponents(graph, under);
  return components.map((component) => shortestCycle(component[0]!, new Set(component), next));
}

/** The files caught in runtime import cycles under `under`, one sorted list per strongly connected component. */
export function runtimeCycleGroups(graph: ImportGraph, under: string): string[][] {
  return runtimeComponents(graph, under).components;
}

function runtimeComponents(graph: ImportGraph, under: string): { next: Map<string, string[]>; components: string[][] } {
  const nodes = graph.files.filter((f) => f.startsWith(under));
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const e of graph.edges) {
    if (e.typeOnly || e.dynamic || !next.has(e.from) || !next.has(e.to)) continue;
    const list = next.get(e.from)!;
    if (!list.includes(e.to)) list.push(e.to);
  }
  const components = stronglyConnected(nodes, next)
    .filter((c) => c.length > 1 || next.get(c[0]!)!.includes(c[0]!))
    .map((c) => c.sort());
  return { next, components };
}

/** Tarjan's algorithm, iterative (the graph of a large app would overflow a recursive one). */
function stronglyConnected(nodes: string[], next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const succ = next.get(frame.node)!;
      if (frame.i < succ.length) {
        const w = succ[frame.i++]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** Breadth-first from `start` back to itself, inside one component. */
function shortestCycle(start: string, within: Set<string>, next: Map<string, string[]>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const w of next.get(node)!) {
      if (!within.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let n = node; n !== start; n = previous.get(n)!) path.push(n);
        return [start, ...path.slice(1).reverse(), start];
      }
      if (!previous.has(w)) {
        previous.set(w, node);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** The project's graph: web/src and domain (the web app imports `@domain/…`). */
export function projectImportGraph(root: string): ImportGraph {
  return buildImportGraph(sourceFilesUnder(root, ['web/src', 'domain']));
}

/** Runtime import cycles inside `domain/` alone (the test asserts none on the whole graph). */
export function domainRuntimeCycles(root: string): string[][] {
  return runtimeCycles(buildImportGraph(sourceFilesUnder(root, ['domain'])), 'domain/');
}
