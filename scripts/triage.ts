/**
 * `npm run triage`: how well the verdict points at the conversations that went wrong, on every
 * development source, beside the two obvious alternatives measured in the same run — sorting by
 * message count, and the effort one-liner −(log₂ messages + log₂(1 + mean assistant characters /
 * 300) + [a tool result reads as an error]).
 *
 * For each source: the shipped profile's ranking (AUC for failure, or Spearman with the rating),
 * lift@20 (failure rate among the worst 20 % over the base rate), the flag rate and P(bad | flagged)
 * over the base rate; then the same ranking cross-source (the profile fitted without that source,
 * scripts/fit-core.ts); and the share flagged on benign traffic, by cause.
 * Each source is scored as `agent-signals score` scores a file: baselines learned from its own
 * traffic (default profile), or the chat profile's pinned ones.
 */
import { DEFAULT_PROFILE } from '../src/profile/profile';
import { CHAT_PROFILE } from '../src/profile/named-profiles';
import { lift } from '../src/stats/lift';
import { spearman } from '../src/stats/spearman';
import { auc } from '../src/stats/auc';
import { hasDevData, labelled, loadSources, type Row, type ScoredSource } from './dev-data';
import { chatBaselines, fitAgent, fitChat, rankingOf, rankingUnder, scoresOf } from './fit-core';

/** The effort one-liner (higher is better, like the score). */
function oneLiner(r: Row): number {
  const meanChars = r.report.assistantTurns > 0 ? r.text.assistantChars / r.report.assistantTurns : 0;
  return -(Math.log2(Math.max(1, r.messages)) + Math.log2(1 + meanChars / 300) + (r.toolError ? 1 : 0));
}

/** A bad outcome: a failed run, or a rating of 2 or less. */
function isBad(r: Row): boolean {
  return r.bad === true || (r.rating !== undefined && r.rating <= 2);
}

const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '  -  ');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : ' - ');
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

function flagFigures(rows: readonly Row[]): string {
  const flagged = rows.filter((r) => r.report.flagged);
  const severe = rows.filter((r) => r.report.quality === 'Severe').length;
  const base = rows.filter(isBad).length / Math.max(1, rows.length);
  const precision = flagged.filter(isBad).length / Math.max(1, flagged.length);
  return `flagged ${pct(flagged.length, rows.length).padStart(6)}  P(bad|flag)/base ${f2(precision / base)}  Severe ${pct(severe, rows.length).padStart(6)}`;
}

function successLine(name: string, s: ScoredSource): string {
  const rows = labelled(s);
  const bad = rows.map((r) => r.bad === true);
  const by = (f: (r: Row) => number) => {
    const scores = rows.map(f);
    return `${f3(auc(scores, bad))} / ${f2(lift(scores, bad, 0.2))}`;
  };
  return `${name.padEnd(22)} AUC/lift@20  score ${by((r) => r.report.qualityScore)}   messages ${by((r) => -r.messages)}   one-liner ${by(oneLiner)}   ${flagFigures(rows)}`;
}

function ratedLine(name: string, s: ScoredSource): string {
  const rows = labelled(s);
  const ratings = rows.map((r) => r.rating ?? 0);
  const rho = (f: (r: Row) => number) => f3(spearman(rows.map(f), ratings));
  return `${name.padEnd(22)} Spearman     score ${rho((r) => r.report.qualityScore)}   fewer messages ${rho((r) => -r.messages)}   more messages ${rho((r) => r.messages)}   one-liner ${rho(oneLiner)}   more effort ${rho((r) => -oneLiner(r))}   ${flagFigures(rows)}`;
}

function benignLine(name: string, s: ScoredSource): string {
  const causes = new Map<string, number>();
  for (const r of s.rows) {
    if (!r.report.flagged) continue;
    const cause =
      r.report.quality === 'Severe' || r.report.quality === 'Poor'
        ? `${r.report.quality}${r.report.summary.includes('Severe because') ? ` (${r.report.summary.split('Severe because ')[1]!.split(/[;.]/)[0]})` : ''}`
        : 'evidence';
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  const list = [...causes].map(([c, n]) => `${c} ${n}`).join(', ');
  const flagged = s.rows.filter((r) => r.report.flagged).length;
  return `${name.padEnd(22)} benign: flagged ${pct(flagged, s.rows.length)} of ${s.rows.length}${list === '' ? '' : ` (${list})`}`;
}

function main(): void {
  if (!hasDevData()) {
    console.error('triage: ../shared/dev is not there (the development data sits beside the repository)');
    process.exitCode = 2;
    return;
  }
  const byDefault = loadSources(DEFAULT_PROFILE);
  const byChat = loadSources(CHAT_PROFILE, true);
  const out: string[] = ['## Shipped profiles (baselines learned per source; chat profile pinned)', ''];
  for (const s of byDefault) {
    const name = `${s.source} [default]`;
    if (s.kind === 'benign') out.push(benignLine(name, s));
    else out.push(s.kind === 'agent' ? successLine(name, s) : ratedLine(name, s));
  }
  for (const s of byChat) {
    const name = `${s.source} [chat]`;
    if (s.kind === 'chat') out.push(ratedLine(name, s));
    else if (s.kind === 'benign') out.push(benignLine(name, s));
  }
  out.push('', '## What the critical conditions cost the ranking (score without the Severe band)', '');
  for (const s of [...byDefault.filter((x) => x.kind === 'agent'), ...byChat.filter((x) => x.kind === 'chat')]) {
    const rows = labelled(s);
    const profile = s.kind === 'chat' ? CHAT_PROFILE : DEFAULT_PROFILE;
    const baselines = s.kind === 'chat' ? CHAT_PROFILE.baselines : s.baselines;
    const critical = rows.filter((r) => r.report.quality === 'Severe' && r.report.summary.includes('Severe because'));
    const unbanded = rankingOf(rows, scoresOf(rows, baselines, profile.weights, false));
    const banded = rankingOf(rows, scoresOf(rows, baselines, profile.weights));
    const metric = s.kind === 'chat' ? 'Spearman' : 'AUC';
    const shift = s.kind === 'chat' ? 0 : 0.5;
    out.push(
      `${s.source.padEnd(22)} ${critical.length} critical (${critical.filter(isBad).length} bad): ${metric} ${f3(banded + shift)} with the band, ${f3(unbanded + shift)} without`,
    );
  }
  out.push('', '## Cross-source (the profile fitted without the source it is measured on)', '');
  const agents = byDefault.filter((s) => s.kind === 'agent');
  for (const held of agents) {
    const w = fitAgent(agents.filter((s) => s !== held));
    out.push(
      `${held.source.padEnd(22)} default, fitted on the other agent sources: AUC ${f3(rankingUnder(held, w) + 0.5)}`,
    );
  }
  const chats = byDefault.filter((s) => s.kind === 'chat');
  const chatBase = chatBaselines(chats);
  for (const held of chats) {
    const w = fitChat(
      chats.filter((s) => s !== held),
      chatBase,
    );
    out.push(
      `${held.source.padEnd(22)} chat, fitted on the other rated source: Spearman ${f3(rankingUnder(held, w, chatBase))}`,
    );
  }
  console.log(out.join('\n'));
}

main();
