/**
 * The package as a user gets it from a fresh clone: the repository's tracked files are copied to a
 * temporary directory (no `dist/`), `npm pack` builds it there (`prepack`), and the tarball is
 * installed offline into a fresh project, where the `agent-signals` command, the ES module and
 * CommonJS entry points, and the type declarations (`tsc`, ESM and CommonJS resolution) are used
 * as a user would. Skipped, saying why, without git or when npm's cache lacks a dependency.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
/** npm failures that mean "not in the cache and no network", not "broken package". */
const OFFLINE = /ENOTCACHED|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENETUNREACH/;

let work = '';
let app = '';
let listing: string[] = [];
let skipReason: string | undefined;

/** The tracked files of the repository (what a clone holds), or undefined without git. */
function trackedFiles(): string[] | undefined {
  const run = spawnSync('git', ['ls-files', '-z', '--cached'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) return undefined;
  return run.stdout.split('\0').filter((path) => path !== '' && existsSync(join(ROOT, path)));
}

/** A clone-like copy of the repository, sharing this checkout's node_modules for the build. */
function cloneLike(files: readonly string[]): string {
  const copy = join(work, 'clone');
  for (const path of files) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(ROOT, path), join(copy, path));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

function run(command: string, args: readonly string[], cwd: string, input?: string) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', input, timeout: 240_000 });
}

describe('the packed tarball from a fresh clone', { timeout: 600_000 }, () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'agent-signals-tarball-'));
    const files = trackedFiles();
    if (files === undefined) {
      skipReason = 'git cannot list the repository’s files';
      return;
    }
    const clone = cloneLike(files);
    expect(existsSync(join(clone, 'dist'))).toBe(false);
    execFileSync(NPM, ['pack', '--pack-destination', work, '--loglevel=error'], { cwd: clone, stdio: 'pipe' });
    const tarball = join(work, `agent-signals-${VERSION}.tgz`);
    listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), '{"name":"fresh-app","private":true}\n');
    const install = run(
      NPM,
      ['install', tarball, '--offline', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts'],
      app,
    );
    if (install.status !== 0) {
      const message = (install.stderr || install.stdout).trim();
      if (!OFFLINE.test(message)) throw new Error(`npm install of the tarball failed: ${message}`);
      skipReason = `npm's cache lacks a dependency of the package: ${message.split('\n').pop()}`;
      console.warn(`skipped the tarball install checks: ${skipReason}`);
      return;
    }
    // The optional peer, for the type check of agent-signals/otel: this checkout's copy.
    mkdirSync(join(app, 'node_modules', '@opentelemetry'), { recursive: true });
    symlinkSync(
      join(ROOT, 'node_modules', '@opentelemetry', 'api'),
      join(app, 'node_modules', '@opentelemetry', 'api'),
      'dir',
    );
  }, 600_000);

  afterAll(() => {
    if (work !== '') rmSync(work, { recursive: true, force: true });
  });

  it('ships the build, built by prepack: both formats, their types, the CLI and franc.cjs', () => {
    for (const file of [
      'package/dist/index.js',
      'package/dist/index.cjs',
      'package/dist/index.d.ts',
      'package/dist/index.d.cts',
      'package/dist/otel.js',
      'package/dist/otel.cjs',
      'package/dist/otel.d.ts',
      'package/dist/otel.d.cts',
      'package/dist/cli.js',
      'package/dist/franc.cjs',
      'package/package.json',
      'package/README.md',
      'package/LICENSE',
    ])
      expect(listing, file).toContain(file);
    expect(listing.filter((path) => path.startsWith('package/src/') || path.startsWith('package/test/'))).toEqual([]);
  });

  it('installs the agent-signals command, which scores a conversation', (ctx) => {
    if (skipReason !== undefined) ctx.skip();
    const bin = join(app, 'node_modules', '.bin', process.platform === 'win32' ? 'agent-signals.cmd' : 'agent-signals');
    expect(run(bin, ['--version'], app).stdout.trim()).toBe(VERSION);
    const line = JSON.stringify({
      id: 'c1',
      messages: [
        { role: 'user', content: 'My order never arrived' },
        { role: 'assistant', content: 'Let me check.' },
        { role: 'user', content: 'THIS IS THE THIRD TIME I ASK!!!' },
      ],
    });
    const scored = run(bin, ['score', '-', '--format', 'jsonl'], app, `${line}\n`);
    expect(scored.stderr).not.toMatch(/Error|Cannot find/);
    expect(scored.status).toBe(0);
    const report = JSON.parse(scored.stdout.trim().split('\n')[0]!) as { id: string; quality: string };
    expect(report.id).toBe('c1');
    expect(report.quality).toMatch(/^(Excellent|Good|Neutral|Poor|Severe)$/);
  });

  const PROGRAM = `
const messages = [{ role: 'user', content: 'this is useless, I want to talk to a human' }];
const report = lib.analyze(messages);
console.log(JSON.stringify([report.quality, report.language, typeof otel.SignalsSpanProcessor, typeof new otel.SignalsSpanProcessor().getStats]));
`;
  const EXPECTED = (out: string) => {
    const [quality, language, processor, stats] = JSON.parse(out) as string[];
    expect(quality).toMatch(/^(Excellent|Good|Neutral|Poor|Severe)$/);
    expect(language).toBe('eng');
    expect([processor, stats]).toEqual(['function', 'function']);
  };

  it('loads as an ES module', (ctx) => {
    if (skipReason !== undefined) ctx.skip();
    writeFileSync(
      join(app, 'esm.mjs'),
      `import * as lib from 'agent-signals';\nimport * as otel from 'agent-signals/otel';\n${PROGRAM}`,
    );
    const out = run(process.execPath, ['esm.mjs'], app);
    expect(out.stderr).toBe('');
    EXPECTED(out.stdout);
  });

  it('loads as CommonJS', (ctx) => {
    if (skipReason !== undefined) ctx.skip();
    writeFileSync(
      join(app, 'cjs.cjs'),
      `const lib = require('agent-signals');\nconst otel = require('agent-signals/otel');\n${PROGRAM}`,
    );
    const out = run(process.execPath, ['cjs.cjs'], app);
    expect(out.stderr).toBe('');
    EXPECTED(out.stdout);
  });

  it('type-checks with tsc from ES modules and CommonJS (declarations checked too)', (ctx) => {
    if (skipReason !== undefined) ctx.skip();
    const use = (importLines: string) => `${importLines}
const report: SignalReport = analyze([{ role: 'user', content: 'hello' }]);
const quality: 'Excellent' | 'Good' | 'Neutral' | 'Poor' | 'Severe' = report.quality;
const processor = new SignalsSpanProcessor({ evaluationEvent: false, includeSnippets: false });
const flagged: number = processor.getStats().spansFlagged;
// @ts-expect-error an option that does not exist
new SignalsSpanProcessor({ notAnOption: true });
export { quality, flagged };
`;
    writeFileSync(
      join(app, 'check.mts'),
      use(
        "import { analyze, type SignalReport } from 'agent-signals';\nimport { SignalsSpanProcessor } from 'agent-signals/otel';",
      ),
    );
    writeFileSync(
      join(app, 'check.cts'),
      use(
        "import { analyze, type SignalReport } from 'agent-signals';\nimport { SignalsSpanProcessor } from 'agent-signals/otel';",
      ),
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true, types: [] },
        files: ['check.mts', 'check.cts'],
      }),
    );
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const out = run(process.execPath, [tsc, '-p', 'tsconfig.json'], app);
    expect(out.stdout + out.stderr).toBe('');
    expect(out.status).toBe(0);
  });
});
