/**
 * @module `npm run rates`: how often each signal fires on the shared transcripts, per source, next
 * to the figures stored by the previous run (`bench/rates.json`), so a precision change is as
 * visible as a microsecond. `--write` stores the new figures. Skipped when `../shared` is absent.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/analyze';

const SHARED = fileURLToPath(new URL('../../shared/data/conversations.jsonl', import.meta.url));
const STORED = fileURLToPath(new URL('./rates.json', import.meta.url));

/** Per source: conversations, share flagged, quality mix and firings per 100 conversations by type. */
export interface SourceRates {
  conversations: number;
  flagged: number;
  quality: Record<string, number>;
  per100: Record<string, number>;
}

/** Computes the rates of every source of the shared corpus. */
export function computeRates(lines: readonly string[]): Record<string, SourceRates> {
  const counts = new Map<
    string,
    { n: number; flagged: number; quality: Map<string, number>; types: Map<string, number> }
  >();
  for (const line of lines) {
    const value = JSON.parse(line) as { id?: string; source?: string; messages?: unknown[] };
    const source = value.source ?? value.id?.slice(0, value.id.lastIndexOf(':')) ?? 'unknown';
    // Stored transcripts are finished conversations, as the CLI reads files (`complete: true`).
    const report = analyze(Array.isArray(value.messages) ? value.messages : [], { complete: true });
    let c = counts.get(source);
    if (c === undefined) counts.set(source, (c = { n: 0, flagged: 0, quality: new Map(), types: new Map() }));
    c.n++;
    if (report.flagged) c.flagged++;
    c.quality.set(report.quality, (c.quality.get(report.quality) ?? 0) + 1);
    for (const s of report.signals) c.types.set(s.type, (c.types.get(s.type) ?? 0) + 1);
  }
  const out: Record<string, SourceRates> = {};
  for (const [source, c] of [...counts].sort((a, b) => a[0].localeCompare(b[0]))) {
    const pct = (k: number) => Math.round((1000 * k) / c.n) / 10;
    out[source] = {
      conversations: c.n,
      flagged: pct(c.flagged),
      quality: Object.fromEntries([...c.quality].sort().map(([q, k]) => [q, pct(k)])),
      per100: Object.fromEntries([...c.types].sort().map(([t, k]) => [t, pct(k)])),
    };
  }
  return out;
}

function main(): void {
  if (!existsSync(SHARED)) {
    console.log('rates: ../shared/data/conversations.jsonl is absent, nothing to measure');
    return;
  }
  const lines = readFileSync(SHARED, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const now = computeRates(lines);
  const before = existsSync(STORED) ? (JSON.parse(readFileSync(STORED, 'utf8')) as Record<string, SourceRates>) : {};
  const cell = (b: number | undefined, a: number | undefined) => (b === a ? String(a ?? 0) : `${b ?? 0} → ${a ?? 0}`);
  for (const [source, r] of Object.entries(now)) {
    const b = before[source];
    console.log(`\n${source} (${r.conversations} conversations): flagged ${cell(b?.flagged, r.flagged)} %`);
    const qualities = ['Excellent', 'Good', 'Neutral', 'Poor', 'Severe'];
    console.log('  quality %: ' + qualities.map((q) => `${q} ${cell(b?.quality[q], r.quality[q])}`).join(', '));
    const types = new Set([...Object.keys(r.per100), ...Object.keys(b?.per100 ?? {})]);
    for (const t of [...types].sort()) console.log(`  ${t.padEnd(50)} ${cell(b?.per100[t], r.per100[t])} per 100`);
  }
  if (process.argv.includes('--write')) {
    writeFileSync(STORED, JSON.stringify(now, null, 1) + '\n');
    console.log(`\nrates: stored in bench/rates.json`);
  } else console.log('\nrates: `npm run rates -- --write` stores these figures as the new reference');
}

main();
