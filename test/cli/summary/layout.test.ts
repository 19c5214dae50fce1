import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze';
import { createStyle } from '../../../src/cli/output/style';
import { displayWidth } from '../../../src/cli/output/text';
import type { Scored } from '../../../src/cli/select/scored';
import { renderSummaryText } from '../../../src/cli/summary/render-text';
import { SummaryStats } from '../../../src/cli/summary/stats';

const chat = (...texts: string[]) => texts.map((content, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content }));

/** Conversations written for this test: an escalation with a long message, a shouting user, a calm one. */
const CONVERSATIONS = [
  chat(
    'My parcel was sent to the wrong town twice now and the tracking page keeps saying it is on its way, which it clearly is not',
    'I am sorry to hear that. Let me look into the tracking for you.',
    'No, I want to talk to a real person right now, this is the third time I have explained the whole story from the start',
    'I understand. I will connect you with a colleague.',
  ),
  chat('Reset my password', 'Done.', 'IT STILL DOES NOT WORK, WHY IS THIS SO HARD???', 'Let me check again.'),
  chat('What time is it in Lisbon?', 'It is 14:05 in Lisbon.', 'Thanks!', 'You are welcome.'),
];
const LONG_PATH = 'exports/2026/november/customer-support/region-europe/conversations-batch-0042.jsonl';

function scored(): Scored[] {
  return CONVERSATIONS.map((messages, seq) => {
    const report = analyze(messages);
    return { seq, id: `conversation-${seq}`, source: `${LONG_PATH}:${seq + 120}`, report, messages };
  });
}

function render(columns: number): string[] {
  const stats = new SummaryStats();
  const items: Scored[] = CONVERSATIONS.map((messages, seq) => {
    const report = analyze(messages);
    stats.add(report);
    return { seq, id: `conversation-${seq}`, source: `${LONG_PATH}:${seq + 120}`, report, messages };
  });
  const worst = items.filter((item) => item.report.flagged);
  expect(worst.length).toBeGreaterThan(0);
  const text = renderSummaryText(
    stats,
    { inputs: [LONG_PATH], skipped: 0, worst, severeOutside: [], severeOutsideTotal: 0, columns },
    createStyle(false),
  );
  return text.trimEnd().split('\n');
}

describe.each([80, 120])('--summary at %i columns', (columns) => {
  const lines = render(columns);

  it('fits every line in the terminal', () => {
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(columns);
  });

  it('puts the frequency column labels right above their numbers', () => {
    const at = lines.findIndex((line) => line.startsWith('Most frequent signals'));
    const header = lines[at]!;
    const row = lines[at + 1]!;
    const cells = [...row.matchAll(/\S+/g)];
    const labels = [...header.matchAll(/conversations|share|instances/g)];
    expect(labels).toHaveLength(3);
    // Each label ends in the column where its number ends.
    labels.forEach((label, i) => {
      const cell = cells[cells.length - 3 + i]!;
      expect(label.index + label[0].length, header).toBe(cell.index + cell[0].length);
    });
  });

  it('keeps the :line of a long source path, cutting it from the left', () => {
    const heads = lines.filter((line) => /^ {2}\d\. /.test(line));
    expect(heads.length).toBeGreaterThan(0);
    for (const head of heads) expect(head).toMatch(/ (…\S*|exports\/\S*)conversations-batch-0042\.jsonl:12\d$/);
  });

  it('gives each evidence quote at least 40 columns', () => {
    const quotes = lines.filter((line) => line.includes('"')).map((line) => line.slice(line.indexOf('"')));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(displayWidth(quote), quote).toBeGreaterThanOrEqual(Math.min(42, columns));
  });

  it('ends no line in padding', () => {
    for (const line of lines) expect(line, line).toBe(line.trimEnd());
  });

  it('shows the verdict sentence of each worst conversation whole, wrapped at spaces', () => {
    const flagged = scored().filter((item) => item.report.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    for (const { id, report } of flagged) {
      const head = lines.findIndex((line) => new RegExp(`^ {2}\\d\\. ${id} `).test(line));
      expect(head, id).toBeGreaterThanOrEqual(0);
      const sentence: string[] = [];
      // The sentence is indented five columns; the evidence under it, seven.
      for (let i = head + 1; i < lines.length && /^ {5}\S/.test(lines[i]!); i++) sentence.push(lines[i]!.trim());
      expect(sentence.join(' ')).toBe(report.summary);
    }
  });
});
