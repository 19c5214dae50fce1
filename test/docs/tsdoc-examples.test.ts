/**
 * Every `@example` in the TSDoc of src/ is run, and each value it documents in a comment
 * (`report.quality; // 'Neutral'`) is compared with what the code really returns (see
 * check-example.ts). An example sees its own module's exports, the package's two entry points
 * (`agent-signals`, `agent-signals/otel`), and names examples leave to the reader: `messages`
 * (a short conversation), `span` (an LLM span's attributes) and `reader` (an in-memory metric reader).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { describe, expect, it } from 'vitest';
import { CHECK_SOURCE, instrument } from './check-example';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

interface Example {
  readonly file: string;
  readonly line: number;
  readonly code: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The `@example`s of a file: a fenced block after the tag, or the rest of the tag's line. */
function examplesOf(file: string): Example[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const examples: Example[] = [];
  lines.forEach((line, i) => {
    const tag = /^\s*\*\s*@example\s*(.*)$/.exec(line);
    if (tag === null) return;
    const inline = tag[1]!.trim();
    if (inline !== '') {
      examples.push({ file, line: i + 1, code: inline });
      return;
    }
    const body: string[] = [];
    let j = i + 1;
    if (!/^\s*\*\s*```/.test(lines[j] ?? '')) return;
    for (j++; j < lines.length && !/^\s*\*\s*```/.test(lines[j]!); j++) body.push(lines[j]!.replace(/^\s*\* ?/, ''));
    examples.push({ file, line: i + 1, code: body.join('\n') });
  });
  return examples;
}

const EXAMPLES = sourceFiles(SRC).flatMap(examplesOf);

/** `import { a, b as c } from 'x';` → `const { a, b: c } = await __import('x');` */
function rewriteImports(code: string): string {
  return code.replace(
    /^\s*import\s+(type\s+)?\{([^}]*)\}\s+from\s+(['"][^'"]+['"]);?\s*$/gm,
    (_, type: string | undefined, names: string, from: string) =>
      type !== undefined ? '' : `const {${names.replace(/\bas\b/g, ':')}} = await __import(${from});`,
  );
}

/**
 * An inline example (one line: `expr // value`) as a statement; an object literal or an arrow
 * function (`{ eng: … }`, `(span) => …`) in parentheses, so that it is an expression.
 */
function asProgram(example: Example): string {
  const code = example.code.trim();
  if (code.includes('\n')) return code;
  const comment = code.indexOf(' // ');
  const expression = (comment < 0 ? code : code.slice(0, comment)).trim().replace(/;$/, '');
  const statement = /^[{(]/.test(expression) ? `(${expression});` : `${expression};`;
  return comment < 0 ? statement : `${statement} ${code.slice(comment + 1)}`;
}

async function run(example: Example): Promise<number> {
  const where = `${relative(ROOT, example.file)}:${example.line}`;
  const { code, checks } = instrument(asProgram(example), where);
  const own = (await import(pathToFileURL(example.file).href)) as Record<string, unknown>;
  const pub = (await import('../../src/index')) as Record<string, unknown>;
  const otel = (await import('../../src/otel/index')) as Record<string, unknown>;
  const reader = new PeriodicExportingMetricReader({
    exporter: new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE),
    exportIntervalMillis: 3_600_000,
  });
  const scope: Record<string, unknown> = {
    ...pub,
    ...otel,
    ...own,
    messages: [
      { role: 'user', content: 'Where is my parcel?' },
      { role: 'assistant', content: 'It is on its way.' },
    ],
    span: {
      name: 'chat',
      attributes: { 'gen_ai.input.messages': '[{"role":"user","parts":[{"type":"text","content":"hi"}]}]' },
    },
    reader,
  };
  const modules: Record<string, unknown> = { 'agent-signals': pub, 'agent-signals/otel': otel };
  const __import = (name: string): Promise<unknown> =>
    name in modules ? Promise.resolve(modules[name]) : (import(name) as Promise<unknown>);
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  // The example runs in a block of its own, so its declarations may shadow the names in scope.
  const body = `${CHECK_SOURCE}\n{\n${rewriteImports(code)}\n}`;
  const before = (globalThis as { __checked?: number }).__checked ?? 0;
  try {
    await new AsyncFunction(...names, '__import', body)(...names.map((n) => scope[n]), __import);
  } finally {
    await reader.shutdown().catch(() => undefined);
  }
  const ran = ((globalThis as { __checked?: number }).__checked ?? 0) - before;
  expect(ran, `${where}: every documented value is checked`).toBe(checks);
  return checks;
}

describe('TSDoc @example', () => {
  it('finds the examples', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(EXAMPLES.map((e) => [`${relative(ROOT, e.file)}:${e.line}`, e] as const))(
    '%s runs and returns what it documents',
    async (_, example) => {
      await run(example);
    },
  );

  it('checks documented values, not only that the examples run', async () => {
    let checks = 0;
    for (const example of EXAMPLES) checks += instrument(asProgram(example), 'x').checks;
    expect(checks).toBeGreaterThanOrEqual(10);
  });
});
