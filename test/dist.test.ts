/**
 * The built package as users get it: `npm run build`, then the ESM and CommonJS entry points and
 * the CLI run in fresh processes. Guards what only the build does: lexicons bundled as JSON text,
 * franc-min in its own `franc.cjs`, required from both module formats.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze';
import { ROOT } from './cli/run-cli';

const TEXTS: Record<string, string> = {
  english: 'this is useless, I want to talk to a human',
  german: 'das funktioniert nicht, ich will einen Menschen sprechen',
  arabic: 'هذا لا يعمل على الإطلاق وأريد التحدث إلى شخص', // decided by franc itself
  italian: 'questo non funziona per niente, voglio parlare con una persona', // franc's Latin models
};

/** What a test compares: the language, the quality and the signal types of each text. */
const summary = (report: { language: string; quality: string; signals: { type: string }[] }) => [
  report.language,
  report.quality,
  report.signals.map((s) => s.type),
];

const expected = Object.fromEntries(
  Object.entries(TEXTS).map(([name, text]) => [name, summary(analyze([{ role: 'user', content: text }]))]),
);

function run(args: string[], input?: string): string {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', input, timeout: 60_000 });
  if (result.status !== 0) throw new Error(`exit ${result.status}: ${result.stderr}`);
  return result.stdout;
}

const PROGRAM = (load: string) => `
${load}
const texts = ${JSON.stringify(TEXTS)};
const out = {};
for (const [name, text] of Object.entries(texts)) {
  const r = lib.analyze([{ role: 'user', content: text }]);
  out[name] = [r.language, r.quality, r.signals.map((s) => s.type)];
}
out.processor = typeof otel.SignalsSpanProcessor;
process.stdout.write(JSON.stringify(out));
`;

describe('the built package', () => {
  beforeAll(() => {
    const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
    execFileSync(process.execPath, [tsup, '--silent'], { cwd: ROOT, stdio: 'pipe', timeout: 120_000 });
  }, 150_000);

  it('as an ES module gives what the source gives', () => {
    const out = JSON.parse(
      run([
        '--input-type=module',
        '-e',
        PROGRAM("const lib = await import('./dist/index.js'); const otel = await import('./dist/otel.js');"),
      ]),
    );
    expect(out).toEqual({ ...expected, processor: 'function' });
  });

  it('as CommonJS gives what the source gives', () => {
    const out = JSON.parse(
      run(['-e', PROGRAM("const lib = require('./dist/index.cjs'); const otel = require('./dist/otel.cjs');")]),
    );
    expect(out).toEqual({ ...expected, processor: 'function' });
  });

  it('leaves text undetermined, without failing, when an application bundle lacks franc.cjs', () => {
    // Inside node_modules/.cache, so that the copy still resolves the package's dependencies.
    const cache = join(ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const copy = mkdtempSync(join(cache, 'agent-signals-dist-'));
    try {
      cpSync(join(ROOT, 'dist'), copy, { recursive: true, filter: (path) => !path.endsWith('franc.cjs') });
      for (const file of ['index.js', 'index.cjs']) {
        const load = file.endsWith('.cjs')
          ? `const lib = require(${JSON.stringify(join(copy, file))});`
          : `const lib = await import(${JSON.stringify(join(copy, file))});`;
        const program = `${load} const r = lib.analyze([{ role: 'user', content: ${JSON.stringify(TEXTS.arabic)} }]); process.stdout.write(r.language);`;
        const args = file.endsWith('.cjs') ? ['-e', program] : ['--input-type=module', '-e', program];
        expect(run(args)).toBe('und');
      }
      expect(expected.english![0]).toBe('eng');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('runs the CLI on the bundled fixtures', () => {
    const out = run(['dist/cli.js', 'score', 'fixtures/conversations.jsonl', '--summary']);
    expect(out).toMatch(/conversations/);
    expect(out).toMatch(/thanks-but-still-fails/);
  });
});
