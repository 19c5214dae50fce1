/**
 * @module `ConversationTracker`: incremental analysis of a growing conversation. Appending a
 * message costs O(that message); the report always equals `analyze` of the whole list.
 */
import type { DetectorContext } from '../detectors/context';
import { initialMessageSignalsState, messageSignals, type MessageSignalsState } from '../detectors/message-signals';
import { detectToolSignals } from '../detectors/tool-signals';
import { EXCESSIVE_TURNS } from '../detectors/turns';
import { resolveLanguage } from '../language/resolve';
import { LANGUAGE_SAMPLE_CHARS, languageSample } from '../language/sample';
import type { CompiledLexicon } from '../lexicon/compile';
import { lexiconRegistry, type LexiconRegistry } from '../lexicon/registry';
import { resolveOptions, type AnalyzeConfig, type AnalyzeOptions } from '../options';
import { buildReport } from '../score/report';
import type { Signal, SignalReport } from '../types';
import { hasText, roleOf, toolCallCountOf } from './extract';
import { prepareMessage, withMatches, type ConversationCounts, type PreparedMessage } from './prepare';

interface Entry {
  /** Undefined for system/developer/invalid messages, which are counted, not analysed. */
  message: PreparedMessage | undefined;
  signals: readonly Signal[];
}

/**
 * Scores a conversation that grows one message at a time, as a span processor sees it.
 *
 * Each appended message is normalised, tokenised and matched once; its signals depend only on it
 * and on earlier messages, so they are computed once too. The report is assembled from stored
 * results. Two events redo the stored work, both bounded by `maxMessages`: the detected language
 * changing while the language sample is still filling, and the analysis window sliding once the
 * conversation is longer than `maxMessages` (done once, at the next `report()`, however many
 * messages were appended since).
 *
 * @example
 * ```ts
 * const tracker = new ConversationTracker();
 * tracker.append({ role: 'user', content: 'Where is my refund?' });
 * tracker.append({ role: 'assistant', content: 'Let me check.' });
 * tracker.report().quality; // 'Good'
 * ```
 */
export class ConversationTracker {
  private readonly config: AnalyzeConfig;
  private readonly lexicons: LexiconRegistry;
  /** Entries of the analysed window, oldest first; `entries[0]` is at `windowStart`. */
  private entries: Entry[] = [];
  private windowStart = 0;
  private total = 0;
  private turnCount = 0;
  private assistantTurns = 0;
  private toolCallCount = 0;
  /** Indices of the first user turns: only those up to the excessive-turns level are ever read. */
  private readonly userTurnIndices: number[] = [];
  private language: string;
  private lexicon: CompiledLexicon | undefined;
  private state: MessageSignalsState = initialMessageSignalsState();
  private sampleLength = 0;
  /** The window slid since the stored signals were computed. */
  private stale = false;

  /** @param options - As for `analyze`; resolved once. */
  constructor(options?: AnalyzeOptions) {
    this.config = resolveOptions(options);
    this.lexicons = lexiconRegistry(this.config.lexicons);
    this.language = this.config.language ?? resolveLanguage('', this.lexicons);
    this.lexicon = this.lexicons.get(this.language);
  }

  /** Number of messages appended so far. */
  get length(): number {
    return this.total;
  }

  /** Appends messages in order. Malformed items are counted as positions and otherwise skipped. */
  append(...messages: unknown[]): void {
    for (const raw of messages) this.appendOne(raw);
  }

  /** The report for every message appended so far; equal to `analyze` of the whole list. */
  report(): SignalReport {
    this.refresh();
    const ctx = this.context();
    const signals: Signal[] = [];
    const analysed: PreparedMessage[] = [];
    for (const entry of this.entries) {
      if (entry.message === undefined) continue;
      analysed.push(entry.message);
      for (const signal of entry.signals) signals.push(signal);
    }
    const counts = this.counts();
    const tools = detectToolSignals({ ...counts, messages: analysed }, ctx);
    return buildReport({ language: this.language, counts, messageSignals: signals, tools }, ctx);
  }

  private appendOne(raw: unknown): void {
    const index = this.total++;
    this.count(raw, index);
    let message: PreparedMessage | undefined;
    try {
      message = prepareMessage(raw, index);
    } catch {
      message = undefined;
    }
    if (message !== undefined) message = withMatches(message, this.lexicon);
    const entry: Entry = { message, signals: [] };
    this.entries.push(entry);

    if (this.total - this.windowStart > this.config.maxMessages) {
      // The window slid: lookbacks and the language sample changed. Recompute once, at report().
      const drop = this.total - this.config.maxMessages - this.windowStart;
      this.entries.splice(0, drop);
      this.windowStart += drop;
      this.stale = true;
    }
    if (this.stale || message === undefined) return;
    const sampleGrew = message.role === 'user' && message.text !== '' && this.sampleLength < LANGUAGE_SAMPLE_CHARS;
    if (sampleGrew && this.redetectLanguage()) return; // everything was recomputed
    entry.signals = messageSignals(message, this.state, this.context());
  }

  /** Brings stored signals up to date after the window slid: O(window), once per report. */
  private refresh(): void {
    if (!this.stale) return;
    this.stale = false;
    if (!this.redetectLanguage()) this.recomputeSignals();
  }

  /** Re-reads the language sample; on a change, re-matches every message. True when it changed. */
  private redetectLanguage(): boolean {
    const analysed = this.entries.flatMap((e) => (e.message === undefined ? [] : [e.message]));
    const sample = languageSample(analysed);
    this.sampleLength = sample.length;
    if (this.config.language !== undefined) return false;
    const language = resolveLanguage(sample, this.lexicons);
    if (language === this.language) return false;
    this.language = language;
    this.lexicon = this.lexicons.get(language);
    for (const entry of this.entries) {
      if (entry.message !== undefined) entry.message = withMatches(entry.message, this.lexicon);
    }
    this.recomputeSignals();
    return true;
  }

  /** Recomputes every stored message's signals from a fresh lookback state. */
  private recomputeSignals(): void {
    const ctx = this.context();
    this.state = initialMessageSignalsState();
    for (const entry of this.entries) {
      entry.signals = entry.message === undefined ? [] : messageSignals(entry.message, this.state, ctx);
    }
  }

  private count(raw: unknown, index: number): void {
    try {
      const role = roleOf(raw);
      if (role === 'user' && hasText(raw as object)) {
        this.turnCount++;
        if (this.userTurnIndices.length <= EXCESSIVE_TURNS) this.userTurnIndices.push(index);
      } else if (role === 'assistant') {
        this.assistantTurns++;
        this.toolCallCount += toolCallCountOf(raw as object);
      }
    } catch {
      // A hostile item is counted as a position only, as in `prepareCounts`.
    }
  }

  private counts(): ConversationCounts {
    return {
      total: this.total,
      windowStart: this.windowStart,
      turnCount: this.turnCount,
      userTurnIndices: this.userTurnIndices,
      assistantTurns: this.assistantTurns,
      toolCallCount: this.toolCallCount,
    };
  }

  private context(): DetectorContext {
    return { config: this.config, lexicon: this.lexicon };
  }
}
