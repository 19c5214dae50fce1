import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze';
import { renderHtmlReport } from '../../../src/cli/html/page';
import { createStyle } from '../../../src/cli/output/style';
import type { Scored } from '../../../src/cli/select/scored';
import { detailOf, evidenceOf, excerptOf } from '../../../src/cli/summary/evidence';
import { renderSummaryText } from '../../../src/cli/summary/render-text';
import { renderSummaryJson } from '../../../src/cli/summary/render-json';
import { SummaryStats } from '../../../src/cli/summary/stats';
import type { Message, SignalReport } from '../../../src/types';

const scored = (messages: Message[], report: SignalReport = analyze(messages), id = 'c1'): Scored => ({
  seq: 0,
  id,
  source: `test.jsonl:1`,
  report,
  messages,
});
const chat = (...texts: string[]): Message[] =>
  texts.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));

const ESCALATION = chat(
  'Hello, my parcel is late',
  'Let me check.',
  'Honestly, I want to TALK to a Real Person right now, please; this has gone on for a week and nobody answers my emails.',
  'I will connect you.',
);

describe('evidence', () => {
  const item = scored(ESCALATION);
  const { evidence } = evidenceOf(item, 4);
  const first = evidence[0]!;

  it('names the matched phrase and finds it in the message as written', () => {
    expect(first.signal.type).toMatch(/^interaction\.escalation\./);
    expect(first.phrase).toBeDefined();
    const found = first.message.slice(first.range!.start, first.range!.end);
    expect(found.toLowerCase()).toBe(first.phrase);
    expect(found).not.toBe(found.toLowerCase()); // as the user wrote it
    expect(detailOf(first)).toBe(`“${first.phrase}”`);
  });

  it('names the message a repetition repeats', () => {
    const messages = chat('a', 'Here is the answer.', 'b', 'Here is the answer.');
    const report: SignalReport = {
      ...analyze(messages),
      signals: [{ type: 'interaction.repetition.exact', messageIndex: 3, confidence: 1, metadata: { similarTo: 1 } }],
    };
    const [e] = evidenceOf(scored(messages, report), 4).evidence;
    expect(e?.similarTo).toBe(1);
    expect(detailOf(e!)).toBe('repeats #1');
  });

  it('chooses the cause of a Severe verdict first, even when it ranks last otherwise, and lists it as the conversation', () => {
    const messages: Message[] = [];
    for (let i = 0; i < 14; i++) {
      messages.push({ role: 'user', content: i === 5 ? 'This is useless, honestly.' : `Next step please ${i}` });
      messages.push({ role: 'assistant', content: `Done with step ${i}` });
    }
    const long = scored(messages);
    expect(long.report.quality).toBe('Severe');
    expect(long.report.signals.map((s) => s.type)).toContain('interaction.frustration.complaint');
    expect(evidenceOf(long, 1).evidence[0]?.signal.type).toBe('interaction.turns.excessive');
    // Listed after the message evidence: it is about the conversation, no message caused it.
    const listed = evidenceOf(long, 4).evidence;
    expect(listed.map((e) => e.signal.type)).toEqual([
      'interaction.frustration.complaint',
      'interaction.turns.excessive',
    ]);
    expect(listed[1]).toMatchObject({ index: undefined, role: '', message: '', note: '14 user turns' });
    // Without a Severe override the usual order holds: frustration before turns.
    const escalated = evidenceOf(item, 4).evidence.map((e) => e.signal.type);
    expect(escalated[0]).toMatch(/^interaction\.escalation\./);
  });

  it('survives hostile metadata: non-string phrase, negative or fractional similarTo, missing message', () => {
    const messages = chat('x', 'y');
    const report: SignalReport = {
      ...analyze(messages),
      signals: [
        { type: 'interaction.frustration.complaint', messageIndex: 0, confidence: 1, metadata: { phrase: 3 } },
        { type: 'interaction.repetition.exact', messageIndex: 1, confidence: 1, metadata: { similarTo: -1 } },
        { type: 'interaction.repetition.exact', messageIndex: 9, confidence: 1, metadata: { similarTo: 0.5 } },
      ],
    };
    const list = evidenceOf(scored(messages, report), 4).evidence;
    expect(list.map(detailOf)).toEqual(['', '', '']);
    expect(list.map((e) => excerptOf(e, 20).after)).toEqual(['x', 'y', '']);
  });
});

describe('evidence in the summary, its JSON and the HTML report', () => {
  const item = scored(ESCALATION);
  const stats = new SummaryStats();
  stats.add(item.report);
  const ctx = {
    inputs: ['test.jsonl'],
    skipped: 0,
    worst: [item],
    severeOutside: [],
    severeOutsideTotal: 0,
    columns: 100,
  };
  const [e] = evidenceOf(item, 1).evidence;
  const asWritten = e!.message.slice(e!.range!.start, e!.range!.end);

  it('--summary quotes the message as written, with the phrase, cut at word boundaries', () => {
    const text = renderSummaryText(stats, ctx, createStyle(false));
    const line = text.split('\n').find((l) => l.trimStart().startsWith(`#${e!.signal.messageIndex} `))!;
    expect(line).toContain(`“${e!.phrase}”`);
    expect(text).toContain(asWritten);
    const quote = /"(…?)([^"]*?)(…?)"/.exec(text.slice(text.indexOf(line)))!;
    const inner = quote[2]!;
    expect(ESCALATION[2]!.content).toContain(inner);
    // Cut at word boundaries: the quoted text starts and ends with whole words.
    const full = ESCALATION[2]!.content as string;
    const at = full.indexOf(inner);
    expect(at === 0 || /\s/.test(full[at - 1]!)).toBe(true);
    expect(at + inner.length === full.length || /[\s]/.test(full[at + inner.length]!)).toBe(true);
  });

  it('--summary highlights the matched words in bold when colour is on', () => {
    expect(renderSummaryText(stats, ctx, createStyle(true))).toContain(`\u001b[1m${asWritten}\u001b[0m`);
  });

  it('--summary --format json carries the phrase and the text as written', () => {
    const json = JSON.parse(renderSummaryJson(stats, ctx)) as { worst: { evidence: Record<string, unknown>[] }[] };
    const first = json.worst[0]!.evidence[0]!;
    expect(first.phrase).toBe(e!.phrase);
    expect(first.text).toContain(asWritten);
  });

  it('the HTML report marks the matched words as written, in the evidence list and the transcript', () => {
    const html = renderHtmlReport(stats, {
      inputs: ['test.jsonl'],
      skipped: 0,
      worst: [item],
      severeOutside: [],
      severeOutsideTotal: 0,
      version: '0.0.0',
      generatedAt: new Date(0),
    });
    expect(html).toContain(`<span class="detail">“${e!.phrase}”</span>`);
    expect(html).toContain(`<mark>${asWritten}</mark>`);
    expect(html).toContain(`<mark title="${e!.signal.type}">${asWritten}</mark>`);
  });
});
