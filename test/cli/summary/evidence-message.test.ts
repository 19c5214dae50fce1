import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze';
import { renderTranscript } from '../../../src/cli/html/transcript';
import { createStyle } from '../../../src/cli/output/style';
import type { Scored } from '../../../src/cli/select/scored';
import { detailOf, evidenceOf, placeOf } from '../../../src/cli/summary/evidence';
import { evidenceMessageIndex } from '../../../src/cli/summary/evidence-message';
import { renderSummaryJson } from '../../../src/cli/summary/render-json';
import { renderSummaryText } from '../../../src/cli/summary/render-text';
import { SummaryStats } from '../../../src/cli/summary/stats';
import type { Message, Signal } from '../../../src/types';
import { ROOT } from '../run-cli';

const signal = (type: string, messageIndex: number, metadata?: Signal['metadata']): Signal =>
  ({ type, messageIndex, confidence: 1, ...(metadata === undefined ? {} : { metadata }) }) as Signal;
const call = (id: string | undefined, name = 'refund'): Message =>
  ({
    role: 'assistant',
    content: '',
    tool_calls: [{ ...(id === undefined ? {} : { id }), type: 'function', function: { name, arguments: '{}' } }],
  }) as Message;
const result = (id: string | undefined, content: string): Message =>
  ({ role: 'tool', content, ...(id === undefined ? {} : { tool_call_id: id }) }) as Message;

describe('evidenceMessageIndex', () => {
  const messages: Message[] = [
    { role: 'user', content: 'refund it' },
    call('a'),
    result('other', 'unrelated'),
    result('a', 'Error: plan rejected (forward reference)'),
    { role: 'assistant', content: 'Retrying.' },
  ];

  it('reads a tool failure pointing at its call in the result answering it, by id', () => {
    expect(evidenceMessageIndex(signal('execution.failure.invalid_plan', 1), messages)).toBe(3);
    expect(evidenceMessageIndex(signal('environment.exhaustion.timeout', 1), messages)).toBe(3);
  });

  it('takes the next tool message when the calls have no ids, and stays on the call without a result', () => {
    expect(evidenceMessageIndex(signal('execution.failure.other', 0), [call(undefined), result(undefined, 'x')])).toBe(
      1,
    );
    expect(
      evidenceMessageIndex(signal('execution.failure.other', 0), [
        call('a'),
        { role: 'user', content: 'hm' },
        result('a', 'late'),
      ]),
    ).toBe(0);
    expect(evidenceMessageIndex(signal('execution.failure.other', 0), [call('a')])).toBe(0);
  });

  it('uses the result the detector names, when it is a position in the list', () => {
    expect(evidenceMessageIndex(signal('execution.failure.state_error', 1, { resultIndex: 2 }), messages)).toBe(2);
    for (const resultIndex of [-1, 99, 1.5]) {
      expect(evidenceMessageIndex(signal('execution.failure.state_error', 1, { resultIndex }), messages)).toBe(3);
    }
  });

  it('keeps loops and interaction signals on their message, and puts turn counts on none', () => {
    expect(evidenceMessageIndex(signal('execution.loops.parameter_drift', 1), messages)).toBe(1);
    expect(evidenceMessageIndex(signal('interaction.frustration.complaint', 0), messages)).toBe(0);
    expect(evidenceMessageIndex(signal('interaction.turns.concerning', 0), messages)).toBeUndefined();
    expect(evidenceMessageIndex(signal('interaction.turns.excessive', 0), messages)).toBeUndefined();
  });

  it('survives a signal pointing past the list or at a non-message', () => {
    expect(evidenceMessageIndex(signal('execution.failure.other', 7), messages)).toBe(7);
    expect(evidenceMessageIndex(signal('execution.failure.other', 0), [null, 3, 'x'] as never)).toBe(0);
  });
});

describe('tool evidence of the plan executor fixture', () => {
  const line = readFileSync(join(ROOT, 'fixtures/agents.jsonl'), 'utf8').split('\n')[6]!;
  const { id, messages } = JSON.parse(line) as { id: string; messages: Message[] };
  const report = analyze(messages, { complete: true });
  const item: Scored = { seq: 0, id, source: 'agents.jsonl:7', report, messages };
  const { evidence } = evidenceOf(item, 6);

  it('shows invalid_plan in the executor error, with the defect marked', () => {
    const plan = evidence.find((e) => e.signal.type === 'execution.failure.invalid_plan')!;
    expect(plan.signal.messageIndex).toBe(4); // the call the detector read
    expect(placeOf(plan)).toBe('#5 tool');
    expect(plan.message).toMatch(/^Error: plan rejected: .*forward reference/);
    expect(detailOf(plan)).toBe('“forward reference”');
    expect(plan.message.slice(plan.range!.start, plan.range!.end)).toBe('forward reference');
  });

  it("shows parameter_drift with the detector's words, as the call has no text", () => {
    const drift = evidence.find((e) => e.signal.type === 'execution.loops.parameter_drift')!;
    expect(placeOf(drift)).toBe('#2 assistant');
    expect(drift.message).toBe('');
    expect(drift.note).toMatch(/^execute_plan called 3 times with 3 argument sets/);
  });

  it('lists the evidence in message order, in the summary text and its JSON', () => {
    const places = evidence.map((e) => e.index);
    expect(places).toEqual([...places].sort((a, b) => a! - b!));
    const stats = new SummaryStats();
    stats.add(report);
    const ctx = {
      inputs: ['agents.jsonl'],
      skipped: 0,
      worst: [item],
      severeOutside: [],
      severeOutsideTotal: 0,
      columns: 120,
    };
    const text = renderSummaryText(stats, ctx, createStyle(false));
    const labels = [...text.matchAll(/^ {7}#(\d+) /gm)].map((m) => Number(m[1]));
    expect(labels.length).toBeGreaterThanOrEqual(4);
    expect(labels).toEqual([...labels].sort((a, b) => a - b));
    expect(text).toMatch(/#5 tool +execution\.failure\.invalid_plan +“forward reference” +"….*\(forward reference\)"/);
    expect(text).toMatch(/#2 assistant +execution\.loops\.parameter_drift +execute_plan called 3 times/);
    const json = JSON.parse(renderSummaryJson(stats, ctx)) as { worst: { evidence: Record<string, unknown>[] }[] };
    const plan = json.worst[0]!.evidence.find((e) => e.type === 'execution.failure.invalid_plan')!;
    expect(plan).toMatchObject({ messageIndex: 5, role: 'tool', phrase: 'forward reference' });
    expect(plan.text).toMatch(/plan rejected/);
  });

  it('marks the executor error in the HTML transcript, not the assistant message that made the call', () => {
    const html = renderTranscript(messages, report.signals);
    const items = html.split('<li ').slice(1);
    const at = (i: number) => items.find((li) => li.includes(`<span class="idx">#${i}</span>`))!;
    expect(at(5)).toMatch(/^class="msg role-tool evidence"/);
    expect(at(5)).toContain('execution.failure.invalid_plan');
    expect(at(5)).toContain('<mark title="execution.failure.invalid_plan">forward reference</mark>');
    expect(at(4)).not.toContain('execution.failure.invalid_plan');
    expect(at(4)).toMatch(/^class="msg role-assistant"/);
  });
});

describe('the turn count', () => {
  const messages: Message[] = [];
  for (let i = 0; i < 9; i++) {
    messages.push({
      role: 'user',
      content: i === 7 ? 'Yes, please proceed with that. Thank you!' : `Next step please ${i}`,
    });
    messages.push({ role: 'assistant', content: `Done with step ${i}` });
  }
  const report = analyze(messages);
  const turns = report.signals.find((s) => s.type.startsWith('interaction.turns.'))!;

  it('highlights no message in the HTML transcript as its cause', () => {
    expect(turns).toBeDefined();
    const html = renderTranscript(messages, report.signals);
    const polite = html.split('<li ').find((li) => li.includes(`<span class="idx">#${turns.messageIndex}</span>`))!;
    expect(polite).not.toMatch(/evidence/);
    expect(polite).not.toContain('interaction.turns.');
    expect(html).not.toContain('interaction.turns.');
  });

  it('is listed as the conversation, with the number of turns', () => {
    const item: Scored = { seq: 0, id: 'long', source: 'x:1', report, messages };
    const e = evidenceOf(item, 6).evidence.find((x) => x.signal === turns)!;
    expect(placeOf(e)).toBe('conversation');
    expect(e.note).toBe('9 user turns');
  });
});
