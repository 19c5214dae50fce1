import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../src/cli/args';
import { isUsageError } from '../../src/cli/usage-error';

describe('parseCliArgs', () => {
  it('reads every option', () => {
    const o = parseCliArgs([
      'score',
      'a.jsonl',
      '-',
      '-f',
      'CSV',
      '--flagged',
      '-q',
      'Poor,severe',
      '-n',
      '5',
      '-s',
      '--html',
      'r.html',
      '--no-progress',
      '--baseline-turns',
      '0',
      '--max-messages',
      '50',
      '--language',
      'eng',
    ]);
    expect(o).toMatchObject({
      command: 'score',
      files: ['a.jsonl', '-'],
      format: 'csv',
      flagged: true,
      top: 5,
      summary: true,
      html: 'r.html',
      progress: false,
      baselineTurns: 0,
      maxMessages: 50,
      language: 'eng',
    });
    expect([...(o.qualities ?? [])]).toEqual(['Poor', 'Severe']);
  });

  it('turns colour off with --no-color or NO_COLOR', () => {
    expect(parseCliArgs(['score', 'x']).color).toBe(true);
    expect(parseCliArgs(['score', 'x', '--no-color']).color).toBe(false);
    expect(parseCliArgs(['score', 'x'], { NO_COLOR: '1' }).color).toBe(false);
  });

  it('throws UsageError for mistakes', () => {
    for (const argv of [
      ['score'],
      ['score', 'x', '--top', '-1'],
      ['score', 'x', '--quality', ','],
      ['score', 'x', '--html', ' '],
      ['score', 'x', '--max-messages', '0'],
    ]) {
      let error: unknown;
      try {
        parseCliArgs(argv);
      } catch (e) {
        error = e;
      }
      expect(isUsageError(error), argv.join(' ')).toBe(true);
    }
  });

  it('--help wins over everything else', () => {
    expect(parseCliArgs(['score', '--help']).command).toBe('help');
    expect(parseCliArgs(['help']).command).toBe('help');
  });
});
