/**
 * @module `analyze`: a conversation in, a {@link SignalReport} out. Pure and synchronous.
 */
import { countMessages, DetectorPass, finishSignals, languageOf } from './analysis/core';
import type { DetectorContext } from './detectors/context';
import { REPETITION_WINDOW } from './detectors/repetition';
import { languageSample } from './language/sample';
import { lexiconRegistry } from './lexicon/registry';
import { snapshotItems } from './messages/extract';
import { createToolMemo } from './tools/tool-memo';
import { keepScannedHeads } from './text/bigrams';
import { analysed, readMessage, type AssistantMessage, type PreparedMessage } from './messages/prepare';
import { resolveOptions, validateOptions, type AnalyzeOptions } from './options';
import { buildReport, type ReportParts } from './score/report';
import type { Signal, SignalReport } from './types';
import { VocabularyScan } from './vocabulary/apply';
import { headNgrams, NgramCollector, type ConversationNgrams } from './vocabulary/ngrams';

/**
 * Computes the behavioural signals of one conversation.
 *
 * Reads the last `maxMessages` messages (each capped to its first 1,000 and last 3,000
 * characters); earlier messages are counted, not read. Never mutates `messages`. Malformed items
 * (null, numbers, unknown roles, object content) are skipped, never thrown on. The roles other
 * tools write are read as they mean (`human`/`ai`, `model`, `bot`, `agent`, `function`).
 *
 * A list with no user turn and no assistant message (`[]`, a system prompt alone) has nothing to
 * score: it gets the report of an empty conversation, with `turnCount` and `assistantTurns` 0 and
 * a neutral verdict. The report keeps its shape; a caller that must not count such a conversation
 * checks those two counts (the CLI lists it as "not scored").
 *
 * @param messages - OpenAI-shaped chat messages (`{ role, content, tool_calls?, tool_call_id? }`).
 * @param options - See {@link AnalyzeOptions}; reuse one options object to compile lexicons once.
 * @throws TypeError when `messages` is not an array, or an option is invalid (the message names it).
 *
 * @example
 * ```ts
 * import { analyze } from 'agent-signals';
 * const report = analyze([
 *   { role: 'user', content: 'My order never arrived' },
 *   { role: 'assistant', content: 'Sorry! Let me check that for you.' },
 *   { role: 'user', content: 'THIS IS THE THIRD TIME I ASK!!!' },
 * ]);
 * report.flagged;   // true: frustration is worth a look, whatever the score
 * report.quality;   // 'Good': short for the default baselines (the CLI and the processor learn yours)
 * report.signals;   // [{ type: 'interaction.frustration.complaint', messageIndex: 0, … }, …]
 * ```
 */
export function analyze(messages: readonly unknown[], options?: AnalyzeOptions): SignalReport {
  return analyzeOnce(messages, options).report;
}

/** What {@link analyzeOnce} reads besides the report. */
export interface AnalysisWants {
  /** The report without the profile's learned vocabulary too (when the profile has one). */
  readonly plain?: boolean;
  /** The n-grams a vocabulary is fitted on (see `ngramsOf`). */
  readonly ngrams?: boolean;
}

/** One analysis of a conversation: the report and what was asked besides. */
export interface Analysis {
  readonly report: SignalReport;
  /** The report the profile without its vocabulary gives (asked, and the profile has one). */
  readonly plain?: SignalReport;
  /** The conversation's n-grams, as `ngramsOf` reads them (asked). */
  readonly ngrams?: ConversationNgrams;
}

/**
 * {@link analyze}, and from the same pass over the messages what `evaluate` and `calibrate` need
 * besides: the report without the profile's vocabulary (the same signals, scored without it) and
 * the n-grams to fit one on (read from the tokens the analysis makes).
 */
export function analyzeOnce(
  messages: readonly unknown[],
  options?: AnalyzeOptions,
  wants: AnalysisWants = {},
): Analysis {
  if (!Array.isArray(messages)) {
    throw new TypeError(`analyze: expected an array of messages, got ${messages === null ? 'null' : typeof messages}`);
  }
  validateOptions(options);
  const config = resolveOptions(options);
  const { items, indices, length } = snapshotItems(messages);
  const counts = countMessages(items, config.maxMessages, config.baselineTurns, indices, length);
  // Read (not yet tokenised) messages: enough for the language sample and the tool detectors.
  const read: PreparedMessage[] = [];
  for (let k = Math.max(0, items.length - config.maxMessages); k < items.length; k++) {
    const message = safeRead(items[k], indices === undefined ? k : indices[k]!);
    if (message !== undefined) read.push(message);
  }
  const registry = lexiconRegistry(config.lexicons);
  const language = languageOf(languageSample(read), config, registry);
  const lexicon = registry.get(language);
  // One memo for the analysis: each tool result is read once, whichever detectors ask.
  const ctx: DetectorContext = { config, lexicon, toolMemo: createToolMemo() };
  const pass = new DetectorPass();
  const signals: Signal[] = [];
  // Repetition compares assistant messages with each other: alone, one has no bigrams to hash.
  const bigrams = hasTwoAssistantTexts(read);
  // Each message is tokenised and matched only while its detectors run; the learned vocabulary
  // reads it then too (a user message's tokens when they are its head, else the head's token hashes).
  const vocabulary = config.profile.vocabulary;
  const scan = vocabulary === undefined ? undefined : new VocabularyScan(vocabulary);
  const collector = wants.ngrams === true ? new NgramCollector() : undefined;
  // One loop for every profile: an analysis with a vocabulary runs the same compiled loop as one without.
  const reading = scan !== undefined || collector !== undefined;
  // An assistant message's head is read from the bigram scan the analysis makes of its text.
  if (reading) keepScannedHeads(true);
  // The latest assistant messages with text: a verbatim repeat of one takes its bigram set.
  const said: AssistantMessage[] = [];
  try {
    for (const message of read) {
      const prepared = analysed(message, lexicon, bigrams, said);
      if (bigrams && prepared.role === 'assistant' && prepared.text.length > 0) {
        said.push(prepared);
        if (said.length > REPETITION_WINDOW) said.shift();
      }
      pass.step(prepared, ctx, signals);
      if (collector !== undefined) {
        const ngrams = headNgrams(prepared);
        scan?.add(prepared, ngrams);
        collector.add(prepared, ngrams);
      } else scan?.read(prepared);
    }
  } finally {
    if (reading) keepScannedHeads(false);
  }
  const finished = finishSignals(counts, read, ctx);
  // One object, its learned field set (undefined without a vocabulary): every report built from one shape.
  const parts: ReportParts = {
    language,
    counts,
    messageSignals: signals,
    leadingSignals: finished.leading,
    trailingSignals: finished.trailing,
    planSteps: finished.planSteps,
    learned: scan?.result(),
  };
  const report = buildReport(parts, ctx);
  return {
    report,
    ...(wants.plain === true && scan !== undefined
      ? { plain: buildReport({ ...parts, learned: undefined }, ctx) }
      : {}),
    ...(collector === undefined ? {} : { ngrams: collector.result() }),
  };
}

/** True when at least two of the messages are assistant messages with text. */
function hasTwoAssistantTexts(messages: readonly PreparedMessage[]): boolean {
  let found = 0;
  for (const message of messages) if (message.role === 'assistant' && message.text !== '' && ++found === 2) return true;
  return false;
}

function safeRead(raw: unknown, index: number): PreparedMessage | undefined {
  try {
    return readMessage(raw, index);
  } catch {
    return undefined; // A hostile item (throwing getter, revoked proxy) is skipped.
  }
}
