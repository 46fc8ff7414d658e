import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCircles, importGraph, specifiersOf } from '../../../scripts/import-circles.js';

// `npm run lint` runs scripts/import-circles.ts; this proves it bites, and holds the code to none.
describe('import circles', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'satchel-circles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  function tree(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(scratch, 'tree-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it('reads static, type-only, re-exported and dynamic imports, and a Svelte file’s script', () => {
    const text = "import a from './a.js';\nimport type { B } from './b.js';\nexport * from './c.js';\nconst d = () => import('./d.svelte');\n";
    expect(specifiersOf('x.ts', text)).toEqual(['./a.js', './b.js', './c.js', './d.svelte']);
    expect(specifiersOf('x.svelte', "<script lang=\"ts\">\n  import { links } from '../links.js';\n</script>\n<a href=\"#\">x</a>\n")).toEqual(['../links.js']);
  });

  it('finds a circle through modules named x.js that are x.ts, one through a lazy import(), and none in a tree', () => {
    const root = tree({
      'electron/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'electron/b.ts': "import type { a } from './a.js';\nexport const b = 1;\n",
      'renderer/routes.ts': "export const view = () => import('./feature/View.svelte');\n",
      'renderer/feature/View.svelte': "<script>\n  import { view } from '../routes.js';\n</script>\n",
      'shared/leaf.ts': "import { a } from '../electron/a.js';\nexport const leaf = a;\n",
    });
    expect(findCircles(importGraph(root))).toEqual([
      ['electron/a.ts', 'electron/b.ts', 'electron/a.ts'],
      ['renderer/feature/View.svelte', 'renderer/routes.ts', 'renderer/feature/View.svelte'],
    ]);
  });

  it('reports a module importing itself, and nothing for a graph without circles', () => {
    expect(findCircles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts', 'a.ts']]);
    expect(findCircles(new Map([['a.ts', ['b.ts', 'c.ts']], ['b.ts', ['c.ts']], ['c.ts', []]]))).toEqual([]);
  });

  it('holds Satchel’s own code to none', () => {
    const graph = importGraph(process.cwd());
    expect(graph.size).toBeGreaterThan(400);
    expect(findCircles(graph)).toEqual([]);
  });
});
