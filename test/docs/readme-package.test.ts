/**
 * The README and docs/otel.md as a new user meets them: the package is built and packed (`npm
 * pack`), installed from the tarball (as the README's Install section says) into a fresh directory
 * together with the packages the document's own `npm install` line names before each snippet, and
 * every TypeScript snippet runs there, from that install, not from this repository; each value a
 * snippet documents in a comment is checked (check-example.ts). A block marked ```` ```ts fragment ````
 * is a fragment that needs the reader's own values (a model, a span) or another runtime (Node 22),
 * and is not run.
 * Installs prefer npm's cache; the test is skipped, saying why, only when the registry cannot be
 * reached for a package the cache lacks.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_SOURCE, instrument } from './check-example';

const ROOT = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The documents whose snippets run. */
const DOCUMENTS = ['README.md', 'docs/otel.md'];
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** npm failures that mean "no network", not "broken package". */
const OFFLINE = /ENOTCACHED|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|network/i;

interface Snippet {
  /** `file:line` of the block. */
  readonly where: string;
  readonly code: string;
  /**
   * The packages of the nearest `npm install` line above the snippet, the package itself first
   * (the tarball of the Install section, or `agent-signals` once it is on npm).
   */
  readonly packages: readonly string[];
}

/** A document's TypeScript snippets, each with the install line a reader would have run for it. */
function snippets(file: string): Snippet[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: Snippet[] = [];
  let packages: string[] = [];
  for (const block of text.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```/gm)) {
    const [, lang, info, body] = block;
    const line = text.slice(0, block.index).split('\n').length;
    if (lang === 'sh') {
      const install = /(?:^|&& )npm install ([^#\n]+)/m.exec(body!);
      if (install !== null)
        packages = [
          'agent-signals',
          ...install[1]!
            .trim()
            .split(/\s+/)
            .filter((p) => !isThisPackage(p)),
        ];
    } else if (lang === 'ts' && !/\bfragment\b/.test(info!))
      out.push({ where: `${file}:${line}`, code: body!, packages });
  }
  return out;
}

/** `agent-signals` itself, by name or as a tarball `agent-signals-<version>.tgz`. */
function isThisPackage(spec: string): boolean {
  return spec === 'agent-signals' || /(^|\/)agent-signals-[\d.]+\.tgz$/.test(spec);
}

const SNIPPETS = DOCUMENTS.flatMap(snippets);
let work = '';
let tarball = '';
let skipReason: string | undefined;
const installs = new Map<string, string>();

function npm(args: string[], cwd: string): void {
  const result = spawnSync(NPM, args, { cwd, encoding: 'utf8', timeout: 240_000 });
  if (result.status === 0) return;
  const message = `npm ${args.join(' ')} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`;
  if (OFFLINE.test(message)) throw Object.assign(new Error(message), { offline: true });
  throw new Error(message);
}

/** A fresh project with the tarball and `packages` installed (one per distinct install line). */
function project(packages: readonly string[]): string {
  const key = packages.join(' ');
  const known = installs.get(key);
  if (known !== undefined) return known;
  const dir = mkdtempSync(join(work, 'project-'));
  writeFileSync(join(dir, 'package.json'), '{"name":"readme-check","private":true,"type":"module"}\n');
  const specs = packages.map((p) => (p === 'agent-signals' ? tarball : p));
  npm(['install', ...specs, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  installs.set(key, dir);
  return dir;
}

/** Builds in a staging copy (not ./dist, which another test rebuilds) and packs it. */
function pack(): string {
  // Under node_modules/.cache, so the build resolves tsup and the dependencies from this repository.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const stage = mkdtempSync(join(cache, 'agent-signals-pack-'));
  for (const entry of [
    'package.json',
    'tsup.config.ts',
    'tsconfig.json',
    'src',
    'lexicons',
    'docs',
    'dashboards',
    'README.md',
    'LICENSE',
  ]) {
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  }
  const tsup = createRequire(import.meta.url).resolve('tsup/dist/cli-default.js');
  execFileSync(process.execPath, [tsup, '--silent'], { cwd: stage, stdio: 'pipe', timeout: 180_000 });
  execFileSync(NPM, ['pack', '--pack-destination', work, '--loglevel=error'], { cwd: stage, stdio: 'pipe' });
  rmSync(stage, { recursive: true, force: true });
  const file = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (file === undefined) throw new Error('npm pack wrote no tarball');
  return join(work, file);
}

describe('README snippets, from the packed package', { timeout: 600_000 }, () => {
  beforeAll(() => {
    mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
    work = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'readme-'));
    tarball = pack();
    try {
      for (const snippet of SNIPPETS) project(snippet.packages);
    } catch (error) {
      if ((error as { offline?: boolean }).offline !== true) throw error;
      skipReason = `the npm registry cannot be reached and the cache lacks a package: ${(error as Error).message}`;
      console.warn(`skipped the README package check: ${skipReason}`);
    }
  }, 600_000);

  afterAll(() => {
    if (work !== '') rmSync(work, { recursive: true, force: true });
  }, 120_000);

  it('gives an install line before every snippet, and the package ships LICENSE, docs and dashboards', (ctx) => {
    expect(SNIPPETS.length).toBeGreaterThanOrEqual(4);
    for (const snippet of SNIPPETS) expect(snippet.packages, snippet.where).toContain('agent-signals');
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
    for (const file of [
      'package/LICENSE',
      'package/README.md',
      'package/docs/otel.md',
      'package/dashboards/grafana-signals.json',
    ])
      expect(listing).toContain(file);
    // Every relative link of the README points at a file the package ships, or (examples and
    // fixtures, which only make sense in a clone) at a file of the repository.
    const links = [...README.matchAll(/\]\((?!https?:|#)([^)#]+)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    for (const target of links) {
      if (/^(examples|fixtures)\//.test(target)) expect(existsSync(join(ROOT, target)), target).toBe(true);
      else expect(listing.split('\n'), target).toContain(`package/${target}`);
    }
    if (skipReason !== undefined) ctx.skip();
  });

  it.for(SNIPPETS.map((s) => [s.where, s] as const))('%s runs as written', ([where, snippet], ctx) => {
    if (skipReason !== undefined) ctx.skip();
    const dir = project(snippet.packages);
    const { code } = instrument(snippet.code, where);
    // A fragment may use `messages` as the reader's own conversation.
    const uses = /\bmessages\b/.test(code) && !/\b(const|let|var)\s+messages\b/.test(code);
    const prelude = uses ? "const messages = [{ role: 'user', content: 'Where is my parcel?' }];\n" : '';
    const imports = code.match(/^import .*$/gm) ?? [];
    const body = code.replace(/^import .*$/gm, '');
    const file = join(dir, `snippet-${where.replace(/[^\w]+/g, '-')}.mjs`);
    writeFileSync(
      file,
      `${imports.join('\n')}\n${CHECK_SOURCE}\n${prelude}${body}\nprocess.stdout.write('checked ' + (globalThis.__checked ?? 0));\n`,
    );
    const run = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr, where).toBe('');
    expect(run.status, where).toBe(0);
    expect(run.stdout).toBe(`checked ${instrument(snippet.code, where).checks}`);
  });

  it('installs the agent-signals command', (ctx) => {
    if (skipReason !== undefined) ctx.skip();
    const dir = project(['agent-signals']);
    const bin = join(dir, 'node_modules', '.bin', process.platform === 'win32' ? 'agent-signals.cmd' : 'agent-signals');
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
    expect(version).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });
});
