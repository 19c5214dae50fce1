/**
 * The layer check: imports in `src/` only point down the layers, and no module imports itself
 * through others (no cycle). See docs/architecture.md.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');

/**
 * Layers from the bottom up: a module may import modules of its own layer or of a lower one.
 * The first rule whose prefix starts a path (relative to `src/`, without extension) decides.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['types'],
  ['text/', 'stats/'],
  ['lexicon/'],
  ['language/', 'options', 'profile/'],
  ['messages/', 'adapters/'],
  ['tools/'],
  ['detectors/'],
  ['vocabulary/'],
  ['score/'],
  ['analysis/', 'analyze'],
  ['otel/', 'cli/', 'cli', 'index'],
];

/** The layer of a module (its path under `src/` without extension), or -1 when no rule names it. */
function layerOf(module: string): number {
  return LAYERS.findIndex((prefixes) => prefixes.some((p) => (p.endsWith('/') ? module.startsWith(p) : module === p)));
}

/** Module → the modules it imports. */
type Graph = ReadonlyMap<string, readonly string[]>;

/** Imports that point up a layer, or come from or go to a module no layer names. */
function upwardImports(graph: Graph, layer: (module: string) => number = layerOf): string[] {
  const out: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const a = layer(from);
      const b = layer(to);
      if (a < 0 || b < 0 || b > a) out.push(`${from} (layer ${a}) -> ${to} (layer ${b})`);
    }
  }
  return out;
}

/** One import cycle as a path `a -> b -> … -> a`, or undefined when there is none. */
function findCycle(graph: Graph): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle !== undefined) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle !== undefined) return cycle;
  }
  return undefined;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The import graph of `src/`: relative imports of every `.ts` file, by module path. */
function sourceGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) graph.set(moduleOf(path), importsOf(path));
    }
  };
  walk(SRC);
  return graph;
}

function moduleOf(path: string): string {
  return relative(SRC, path).replace(/\.ts$/, '').split('\\').join('/');
}

function importsOf(path: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(path, 'utf8').matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    if (spec.endsWith('.json')) continue; // data, not a module
    const target = resolve(dirname(path), spec).replace(/\.js$/, '');
    const module = moduleOf(target);
    out.push(module.startsWith('..') ? module : isDirectory(target) ? `${module}/index` : module);
  }
  return out;
}

function isDirectory(path: string): boolean {
  try {
    readdirSync(path);
    return true;
  } catch {
    return false;
  }
}

describe('layers of src/', () => {
  const graph = sourceGraph();

  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.get('analyze')).toContain('options');
  });

  it('names the layer of every module', () => {
    expect([...graph.keys()].filter((m) => layerOf(m) < 0)).toEqual([]);
  });

  it('imports only point down', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(findCycle(graph)).toBeUndefined();
  });
});

describe('the layer check itself', () => {
  it('finds a synthetic cycle', () => {
    const graph = new Map([
      ['detectors/a', ['text/x', 'detectors/b']],
      ['detectors/b', ['detectors/c']],
      ['detectors/c', ['detectors/a']],
      ['text/x', []],
    ]);
    expect(findCycle(graph)).toEqual(['detectors/a', 'detectors/b', 'detectors/c', 'detectors/a']);
  });

  it('finds no cycle in a diamond', () => {
    const graph = new Map([
      ['a', ['b', 'c']],
      ['b', ['d']],
      ['c', ['d']],
      ['d', []],
    ]);
    expect(findCycle(graph)).toBeUndefined();
  });

  it('finds an upward import and an unknown module', () => {
    const graph = new Map([
      ['tools/parse', ['detectors/evidence', 'text/tokenize']],
      ['elsewhere/x', []],
      ['text/tokenize', []],
    ]);
    expect(upwardImports(graph)).toEqual(['tools/parse (layer 5) -> detectors/evidence (layer 6)']);
    expect(layerOf('elsewhere/x')).toBe(-1);
  });
});
