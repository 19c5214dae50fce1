/**
 * Message builders and small utilities shared by the detector, scorer and analyze tests.
 */
import { analyze } from '../src/analyze';
import type { DetectorContext } from '../src/detectors/context';
import { lexiconRegistry } from '../src/lexicon/registry';
import { resolveOptions, type AnalyzeOptions } from '../src/options';
import { parseProfile } from '../src/profile/profile';
import type { ScoreInput } from '../src/score/terms';
import type { Signal, SignalReport } from '../src/types';

/** A user message. */
export function user(content: unknown): { role: 'user'; content: unknown } {
  return { role: 'user', content };
}

/** An assistant message, optionally with tool calls. */
export function assistant(
  content: unknown,
  toolCalls?: readonly unknown[],
): { role: 'assistant'; content: unknown; tool_calls?: unknown[] } {
  return toolCalls === undefined
    ? { role: 'assistant', content }
    : { role: 'assistant', content, tool_calls: [...toolCalls] };
}

/** A system message. */
export function system(content: unknown): { role: 'system'; content: unknown } {
  return { role: 'system', content };
}

/** A developer message. */
export function developer(content: unknown): { role: 'developer'; content: unknown } {
  return { role: 'developer', content };
}

/** A tool result message. */
export function tool(content: unknown, toolCallId?: string): { role: 'tool'; content: unknown; tool_call_id?: string } {
  return toolCallId === undefined ? { role: 'tool', content } : { role: 'tool', content, tool_call_id: toolCallId };
}

/** A tool call in the OpenAI shape, arguments as a JSON string. */
export function toolCall(name: string, args: Record<string, unknown> = {}, id = `call_${name}`): unknown {
  return { id, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

/** `n` distinct tokens `prefix1 prefix2 …`, joined with spaces. */
export function words(prefix: string, n: number, from = 1): string {
  return Array.from({ length: n }, (_, i) => `${prefix}${from + i}`).join(' ');
}

/** The signal types of a report (or of a signal list), in order. */
export function types(source: SignalReport | readonly Signal[]): string[] {
  const list = Array.isArray(source) ? source : (source as SignalReport).signals;
  return list.map((s) => s.type);
}

/** The signals of one type. */
export function signalsOf(source: SignalReport | readonly Signal[], type: string): Signal[] {
  const list = Array.isArray(source) ? source : (source as SignalReport).signals;
  return list.filter((s) => s.type === type);
}

/** Freezes a value and everything reachable from it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value as object)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/**
 * The report of `messages` through the real pipeline (`analyze`; English unless
 * `options.language`), with the signals whose type starts with `prefix`: what a detector's tests
 * read.
 */
export function analyzeFamily(
  messages: readonly unknown[],
  prefix: string,
  options?: AnalyzeOptions,
): { report: SignalReport; signals: Signal[] } {
  const report = analyze(messages, { language: 'eng', ...options });
  return { report, signals: report.signals.filter((s) => s.type.startsWith(prefix)) };
}

/**
 * `messageIndex:type` of the misalignment (repair) signals of `messages` analysed in `language`:
 * what the repair rules' tests compare.
 */
export function misalignmentIn(language: string, messages: readonly unknown[]): string[] {
  return analyzeFamily(messages, 'interaction.misalignment.', { language }).signals.map(
    (s) => `${s.messageIndex}:${s.type}`,
  );
}

/** A user's request, the assistant's reply and the user's next turn: the exchange a repair rule reads. */
export function exchange(request: string, reply: string, next: string): unknown[] {
  return [user(request), assistant(reply), user(next)];
}

/** The detector context `analyze` builds for `options` (English lexicon unless `options.language`). */
export function contextOf(options?: AnalyzeOptions): DetectorContext {
  const config = resolveOptions(options);
  return { config, lexicon: lexiconRegistry(config.lexicons).get(config.language ?? 'eng') };
}

/** A clean short conversation as scorer input; `patch` replaces whole fields. */
export function scoreInput(patch: Partial<ScoreInput> = {}): ScoreInput {
  return {
    turnCount: 2,
    assistantTurns: 2,
    toolCalls: 0,
    efficiencyScore: 1,
    repair: { count: 0, ratio: 0 },
    frustration: { count: 0, severity: 0 },
    repetition: { count: 0, severity: 0, looping: false },
    positiveFeedback: { count: 0, confidence: 0 },
    escalation: { requested: false, count: 0, handoff: false },
    execution: { failure: { count: 0, severity: 0 }, loops: { count: 0, severity: 0 }, unfinished: false },
    environment: { exhaustion: { count: 0, severity: 0 } },
    ...patch,
  };
}

/**
 * A scoring profile with round weights, so tests read each term's effect directly and do not move
 * when the shipped profile is refitted: efficiency 10 (the start is 50 + 10 × efficiency),
 * positive feedback 20, frustration 30, repair 15, repetition 24, escalation 20, failure 24,
 * loops 15, exhaustion 9, unfinished 10, effort 0 (so a clean conversation scores exactly 62, the
 * base, whatever its length; tests of effort set their own weight); baselines 5 user turns, 10 assistant turns,
 * 5 tool calls, 250 characters.
 */
export const TEST_PROFILE = parseProfile({
  version: 1,
  baselines: { userTurns: 5, assistantTurns: 10, toolCalls: 5, assistantChars: 250 },
  weights: {
    efficiency: 10,
    positiveFeedback: 20,
    frustration: 30,
    repair: 15,
    repetition: 24,
    escalation: 20,
    failure: 24,
    loops: 15,
    exhaustion: 9,
    unfinished: 10,
    effort: 0,
  },
});
