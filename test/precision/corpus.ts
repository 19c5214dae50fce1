/**
 * The precision corpus: realistic sentences, written by us, that must or must not fire a signal
 * family. Each case runs the real pipeline (`analyze`), so a case tests what a user gets.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import type { AnalyzeOptions } from '../../src/options';

/** One case: a conversation, and the index of the message the family is judged on (default: the last). */
export interface PrecisionCase {
  /** Why this case is here (shown in the test name). */
  readonly why: string;
  /** ISO 639-3 code of the case's language (default `eng`). */
  readonly lang?: string;
  /** The conversation; plain strings alternate user / assistant, starting with the user. */
  readonly messages: readonly (string | Record<string, unknown>)[];
  /** The message judged; defaults to the last message. */
  readonly at?: number;
  /** For `fire` cases: the exact signal type expected (default: any type of the family). */
  readonly type?: string;
}

/** Turns the shorthand into OpenAI-shaped messages: strings alternate user / assistant. */
export function conversationOf(messages: PrecisionCase['messages']): Record<string, unknown>[] {
  return messages.map((m, i) =>
    typeof m === 'string' ? { role: i % 2 === 0 ? 'user' : 'assistant', content: m } : { ...m },
  );
}

/**
 * Declares the precision tests of one family: every `fire` case must produce a signal whose type
 * starts with `prefix` on its judged message, every `quiet` case must produce none there.
 */
export function precisionSuite(
  family: string,
  prefix: string,
  cases: { fire: readonly PrecisionCase[]; quiet: readonly PrecisionCase[] },
  options?: AnalyzeOptions,
): void {
  describe(`precision corpus: ${family}`, () => {
    const run = (c: PrecisionCase) => {
      const messages = conversationOf(c.messages);
      const at = c.at ?? messages.length - 1;
      const report = analyze(messages, { ...options, ...(c.lang === undefined ? {} : { language: c.lang }) });
      return report.signals.filter((s) => s.messageIndex === at && s.type.startsWith(prefix));
    };
    it.each(cases.fire.map((c) => [`${c.lang ?? 'eng'}: ${c.why}`, c] as const))('fires: %s', (_, c) => {
      const found = run(c);
      if (c.type === undefined) expect(found.map((s) => s.type)).not.toEqual([]);
      else expect(found.map((s) => s.type)).toContain(c.type);
    });
    it.each(cases.quiet.map((c) => [`${c.lang ?? 'eng'}: ${c.why}`, c] as const))('stays quiet: %s', (_, c) => {
      expect(run(c).map((s) => `${s.type} ${JSON.stringify(s.metadata ?? {})}`)).toEqual([]);
    });
  });
}
