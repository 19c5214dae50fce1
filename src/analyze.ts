/**
 * @module `analyze`: a conversation in, a {@link SignalReport} out. Pure and synchronous.
 */
import { prepareCounts, prepareMessage, type PreparedConversation, type PreparedMessage } from './conversation/prepare';
import { roleOf, textOf } from './conversation/extract';
import type { DetectorContext } from './detectors/context';
import { detectEscalation } from './detectors/escalation';
import { detectFrustration } from './detectors/frustration';
import { detectHandoff } from './detectors/handoff';
import { detectPositiveFeedback } from './detectors/positive-feedback';
import { detectRepair } from './detectors/repair';
import { detectRepetition } from './detectors/repetition';
import { detectToolSignals } from './detectors/tool-signals';
import { detectTurns } from './detectors/turns';
import { detectLanguage } from './language/detect';
import type { FuzzyCache } from './lexicon/match';
import { lexiconRegistry } from './lexicon/registry';
import { resolveOptions, type AnalyzeOptions } from './options';
import { capText } from './conversation/prepare';
import { isFlagged, judge } from './score/quality';
import { summarize } from './score/summary';
import type { Signal, SignalReport } from './types';

/**
 * Computes the behavioural signals of one conversation (SPEC §7).
 *
 * Reads the last `maxMessages` messages (each capped to its first 1,000 and last 3,000
 * characters); earlier messages are counted, not read. Never mutates `messages`. Malformed items
 * (null, numbers, unknown roles, object content) are skipped, never thrown on.
 *
 * @param messages - OpenAI-shaped chat messages (`{ role, content, tool_calls?, tool_call_id? }`).
 * @param options - See {@link AnalyzeOptions}; reuse one options object to compile lexicons once.
 * @throws TypeError when `messages` is not an array.
 *
 * @example
 * ```ts
 * import { analyze } from 'agent-signals';
 * const report = analyze([
 *   { role: 'user', content: 'My order never arrived' },
 *   { role: 'assistant', content: 'Sorry! Let me check that for you.' },
 *   { role: 'user', content: 'THIS IS THE THIRD TIME I ASK!!!' },
 * ]);
 * report.quality;   // 'Neutral'
 * report.flagged;   // true
 * report.signals;   // [{ type: 'interaction.frustration.all_caps', messageIndex: 2, … }, …]
 * ```
 */
export function analyze(messages: readonly unknown[], options?: AnalyzeOptions): SignalReport {
  if (!Array.isArray(messages)) {
    throw new TypeError(`analyze: expected an array of messages, got ${messages === null ? 'null' : typeof messages}`);
  }
  const config = resolveOptions(options);
  const counts = prepareCounts(messages, config.maxMessages);
  const language = config.language ?? detectLanguage(userText(messages, counts.windowStart));
  const lexicon = lexiconRegistry(config.lexicons).get(language);
  const cache: FuzzyCache = new Map();
  const prepared: PreparedMessage[] = [];
  for (let i = counts.windowStart; i < messages.length; i++) {
    const message = safePrepare(messages[i], i, lexicon, cache);
    if (message !== undefined) prepared.push(message);
  }
  const conversation: PreparedConversation = { ...counts, messages: prepared };
  const ctx: DetectorContext = { config, lexicon };

  const turns = detectTurns(conversation, ctx);
  const repair = detectRepair(conversation, ctx);
  const frustration = detectFrustration(conversation, ctx);
  const repetition = detectRepetition(conversation, ctx);
  const positive = detectPositiveFeedback(conversation, ctx);
  const escalation = detectEscalation(conversation, ctx);
  const handoff = detectHandoff(conversation, ctx);
  const tools = detectToolSignals(conversation, ctx);

  const signals: Signal[] = [
    ...turns.signals,
    ...repair.signals,
    ...frustration.signals,
    ...repetition.signals,
    ...positive.signals,
    ...escalation.signals,
    ...handoff.signals,
    ...tools.signals,
  ].sort((a, b) => a.messageIndex - b.messageIndex);

  const base = {
    language,
    turnCount: counts.turnCount,
    assistantTurns: counts.assistantTurns,
    toolCalls: counts.toolCallCount + tools.planSteps,
    efficiencyScore: turns.efficiencyScore,
    repair: { count: repair.count, ratio: repair.ratio },
    frustration: { count: frustration.count, severity: frustration.severity },
    repetition: { count: repetition.count, severity: repetition.severity, looping: repetition.looping },
    positiveFeedback: { count: positive.count, confidence: positive.confidence },
    escalation: { requested: escalation.count > 0, count: escalation.count, handoff: handoff.handoff },
    execution: { failure: tools.failure, loops: tools.loops },
    environment: { exhaustion: tools.exhaustion },
  };
  const verdict = judge(base);
  const flagged = isFlagged(base, verdict.quality);
  const report = { quality: verdict.quality, qualityScore: verdict.qualityScore, flagged, ...base, signals };
  return { ...report, summary: summarize(report, verdict.override) };
}

/** Joined text of the analysed user messages (language identification input). */
function userText(messages: readonly unknown[], from: number): string {
  const parts: string[] = [];
  for (let i = from; i < messages.length; i++) {
    try {
      if (roleOf(messages[i]) === 'user') parts.push(capText(textOf(messages[i] as object)));
    } catch {
      // A hostile item (throwing getter, revoked proxy) is skipped.
    }
  }
  return parts.join('\n');
}

function safePrepare(...args: Parameters<typeof prepareMessage>): PreparedMessage | undefined {
  try {
    return prepareMessage(...args);
  } catch {
    return undefined;
  }
}
