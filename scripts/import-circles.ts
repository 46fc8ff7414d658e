/**
 * Import circles: a module that, through its imports, ends up importing itself. Evaluation
 * order then depends on who is loaded first, and the two ends can no longer be understood,
 * tested or moved apart. `npm run lint` runs this over the whole code and fails on any circle.
 *
 * Every kind of import counts: static, `export … from`, type-only and dynamic `import()`
 * (a type-only circle is still two modules that cannot be read one without the other).
 * The graph comes from TypeScript's own import scanner; only relative specifiers are followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOTS = ['shared', 'electron', 'renderer', 'test', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'out', 'dist', 'coverage', '.tmp']);
const SOURCE = /\.(ts|mts|js|mjs|svelte)$/;

export type Graph = ReadonlyMap<string, readonly string[]>;

/** The specifiers one source imports (a Svelte file's scripts only). */
export function specifiersOf(file: string, text: string): string[] {
  const code = file.endsWith('.svelte')
    ? [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
    : text;
  return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

/** The file a relative specifier names, as the bundler and tsx find it (`x.js` may be `x.ts`). */
export function resolve(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.mts`, `${base}.ts`, path.join(base, 'index.ts')];
  return candidates.find(exists);
}

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.d.mts') ? [full] : [];
  });
}

/** The import graph of the code under `root`, paths relative to it. */
export function importGraph(root: string, roots: readonly string[] = ROOTS): Graph {
  const files = roots.flatMap((r) => sources(path.join(root, r)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(file, readFileSync(file, 'utf8'))
      .map((s) => resolve(file, s, (f) => known.has(f)))
      .filter((f): f is string => f !== undefined);
    graph.set(path.relative(root, file), [...new Set(targets.map((t) => path.relative(root, t)))]);
  }
  return graph;
}

/**
 * Each circle once, as the modules around it (the first again at the end): Tarjan's strongly
 * connected components, then within each one a shortest way from its first module back to itself.
 */
export function findCircles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return components.map((component) => shortestLoop(graph, component[0]!, new Set(component)));
}

function shortestLoop(graph: Graph, start: string, within: ReadonlySet<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!within.has(to)) continue;
      if (to === start) {
        const loop = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const graph = importGraph(root);
  const circles = findCircles(graph);
  if (circles.length === 0) {
    console.log(`import circles: none among ${graph.size} modules`);
  } else {
    console.error(`import circles: ${circles.length} (each module imports, through the others, itself)`);
    for (const circle of circles) console.error(`  ${circle.join(' → ')}`);
    process.exitCode = 1;
  }
}
