/**
 * @module `ConversationTracker`: incremental analysis of a growing conversation. Appending a
 * message costs O(that message); the report always equals `analyze` of the whole list.
 */
import type { DetectorContext } from '../detectors/context';
import { compactCalls, createToolMemo, type ToolMemo } from '../tools/tool-memo';
import { extendSample, languageSample } from '../language/sample';
import type { CompiledLexicon } from '../lexicon/compile';
import { lexiconRegistry, type LexiconRegistry } from '../lexicon/registry';
import { resolveOptions, validateOptions, type AnalyzeConfig, type AnalyzeOptions } from '../options';
import { buildReport, countByFamily, noFamilyCounts, type FamilyCounts } from '../score/report';
import type { Signal, SignalReport } from '../types';
import type { MessageCounter } from '../messages/counts';
import type { ConversationShape } from '../profile/baselines';
import { analysed, readMessage, usesTools, type PreparedMessage } from '../messages/prepare';
import {
  LOOKBACK_BYTES_PER_CHAR,
  LOOKBACK_MESSAGES,
  messageRetainedBytes,
  SIGNAL_BYTES,
  TRACKER_BYTES,
} from './retained-estimate';
import type { LearnedVocabulary } from '../profile/vocabulary';
import { messageHits, VocabularyScan, type MessageHits, type VocabularyMatch } from '../vocabulary/apply';
import { DetectorPass, finishSignals, languageOf, messageCounter, shapeOfCounts } from './core';

interface Entry {
  /**
   * The message read but not tokenised (see `readMessage`): tokens and bigrams are rebuilt
   * only when stored signals must be recomputed. Undefined for system/developer/invalid
   * messages, which are counted, not analysed.
   */
  message: PreparedMessage | undefined;
  /**
   * The message tokenised and matched (see `analysed`), kept only once the window has slid and
   * only for a message of at most {@link KEEP_ANALYSED_CHARS} characters: the window is then
   * recomputed at every report, and a short message would be read again each time.
   */
  analysed: PreparedMessage | undefined;
  signals: readonly Signal[];
  /**
   * The message's weighted n-grams under the profile's learned vocabulary: read as the message is
   * analysed (from its tokens), else at the first report after it.
   */
  hits?: MessageHits;
  /** What the entry retains, estimated once when appended (see `messageRetainedBytes`). */
  readonly bytes: number;
}

/**
 * Longest message (in UTF-16 code units) whose analysed form the tracker keeps once its window
 * slides: a window of 200 such messages holds about 0.3 MiB more than their text.
 */
const KEEP_ANALYSED_CHARS = 300;

/**
 * Scores a conversation that grows one message at a time, as a span processor sees it.
 *
 * Each appended message is normalised, tokenised and matched once; its signals depend only on it
 * and on earlier messages, so they are computed once too. The report is assembled from stored
 * results. Between reports only the messages' text is kept, not their tokens or bigram sets (a
 * window of 200 messages of 4,000 characters holds ~1.5 MiB instead of ~4). Two events redo the
 * stored work, both bounded by `maxMessages`, re-tokenising the window: the detected language
 * changing while the language sample is still filling, and the analysis window sliding once the
 * conversation is longer than `maxMessages` (done once, at the next `report()`, however many
 * messages were appended since). Once the window has slid, the short messages (300 characters or
 * fewer) also keep their tokens, phrases and bigram set: every report then recomputes the window,
 * and re-reads only the longer messages.
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
  /** The signals of every entry, in entry order, and their counts by family. */
  private signals: Signal[] = [];
  private families: FamilyCounts = noFamilyCounts();
  /** Entries of the window that are tool results or make tool calls. */
  private toolEntries = 0;
  /** What the tool detectors read from each call and result, kept between reports. */
  private readonly toolMemo: ToolMemo = createToolMemo();
  private windowStart = 0;
  private readonly counter: MessageCounter;
  private language: string;
  private lexicon: CompiledLexicon | undefined;
  private pass = new DetectorPass();
  /** `languageSample` of the window, extended as user messages arrive until it is full. */
  private sample = '';
  /** The window slid since the stored signals were computed. */
  private stale = false;
  /** Sum of the window's entries' {@link Entry.bytes}. */
  private entryBytes = 0;

  /**
   * @param options - As for `analyze`; resolved once.
   * @throws TypeError when an option is invalid (the message names it).
   */
  constructor(options?: AnalyzeOptions) {
    validateOptions(options);
    // A tracked conversation is always in progress: never read as complete (no `execution.unfinished`).
    this.config = { ...resolveOptions(options), complete: false };
    this.counter = messageCounter(this.config.baselineTurns);
    this.lexicons = lexiconRegistry(this.config.lexicons);
    this.language = languageOf('', this.config, this.lexicons);
    this.lexicon = this.lexicons.get(this.language);
  }

  /** Number of messages appended so far. */
  get length(): number {
    return this.counter.length;
  }

  /**
   * An estimate of the heap the tracker retains, in bytes: its window's messages as kept (text,
   * capped call fields, plans: see `messageRetainedBytes`), their stored signals, what the
   * detectors' lookback keeps of the latest messages (token and bigram sets) and a fixed part.
   * It grows with each message appended and drops what the window drops; O(1).
   */
  get retainedBytes(): number {
    let recent = 0;
    for (let i = Math.max(0, this.entries.length - LOOKBACK_MESSAGES); i < this.entries.length; i++)
      recent += this.entries[i]!.message?.text.length ?? 0;
    return TRACKER_BYTES + this.entryBytes + this.signals.length * SIGNAL_BYTES + recent * LOOKBACK_BYTES_PER_CHAR;
  }

  /** Appends messages in order. Malformed items are counted as positions and otherwise skipped. */
  append(...messages: unknown[]): void {
    for (const raw of messages) this.appendOne(raw);
  }

  /**
   * The report for every message appended so far; equal to `analyze` of the whole list. Within
   * the window its cost does not grow with the conversation: signals are stored, tool output
   * read once, and a window without tool calls or results skips the tool detectors.
   */
  /** The conversation's shape so far (what learned baselines are made of), from its counts. */
  shape(): ConversationShape {
    return shapeOfCounts(this.counter.counts(this.windowStart));
  }

  report(): SignalReport {
    this.refresh();
    const ctx = this.context();
    const counts = this.counter.counts(this.windowStart);
    const messages: PreparedMessage[] = [];
    if (this.toolEntries > 0)
      for (const entry of this.entries) if (entry.message !== undefined) messages.push(entry.message);
    const finished = finishSignals(counts, messages, ctx);
    return buildReport(
      {
        language: this.language,
        counts,
        messageSignals: this.signals,
        families: this.families,
        leadingSignals: finished.leading,
        trailingSignals: finished.trailing,
        planSteps: finished.planSteps,
        ...(this.config.profile.vocabulary === undefined
          ? {}
          : { learned: this.learned(this.config.profile.vocabulary) }),
      },
      ctx,
    );
  }

  /** The vocabulary's match of the window: each message read once (see {@link Entry.hits}). */
  private learned(vocabulary: LearnedVocabulary): VocabularyMatch {
    const scan = new VocabularyScan(vocabulary);
    for (const entry of this.entries) {
      if (entry.message === undefined) continue;
      entry.hits ??= messageHits(entry.message, vocabulary);
      scan.addHits(entry.message, entry.hits);
    }
    return scan.result();
  }

  private appendOne(raw: unknown): void {
    const index = this.counter.length;
    this.counter.add(raw);
    let message: PreparedMessage | undefined;
    try {
      message = compacted(readMessage(raw, index), this.toolMemo);
    } catch {
      message = undefined;
    }
    const entry: Entry = {
      message,
      analysed: undefined,
      signals: NO_SIGNALS,
      bytes: messageRetainedBytes(message, this.toolMemo),
    };
    this.entries.push(entry);
    this.entryBytes += entry.bytes;
    if (message !== undefined && usesTools(message)) this.toolEntries++;

    const total = this.counter.length;
    if (total - this.windowStart > this.config.maxMessages) {
      // The window slid: lookbacks and the language sample changed. Recompute once, at report().
      const drop = total - this.config.maxMessages - this.windowStart;
      for (const dropped of this.entries.splice(0, drop)) {
        if (dropped.message !== undefined && usesTools(dropped.message)) this.toolEntries--;
        this.entryBytes -= dropped.bytes;
      }
      this.windowStart += drop;
      this.stale = true;
    }
    if (this.stale || message === undefined) return;
    // languageSample() of the window, extended by this message.
    const sample = extendSample(this.sample, message);
    if (sample !== this.sample && this.redetectLanguage(sample)) return; // everything was recomputed
    const prepared = analysed(message, this.lexicon);
    entry.signals = this.pass.step(prepared, this.context());
    const vocabulary = this.config.profile.vocabulary;
    if (vocabulary !== undefined) entry.hits = messageHits(prepared, vocabulary);
    for (const signal of entry.signals) this.signals.push(signal);
    countByFamily(entry.signals, this.families);
  }

  /** Brings stored signals up to date after the window slid: O(window), once per report. */
  private refresh(): void {
    if (!this.stale) return;
    this.stale = false;
    const messages: PreparedMessage[] = [];
    for (const entry of this.entries) if (entry.message !== undefined) messages.push(entry.message);
    if (!this.redetectLanguage(languageSample(messages))) this.recomputeSignals();
  }

  /** Takes the window's language sample; on a language change, re-matches every message. True when it changed. */
  private redetectLanguage(sample: string): boolean {
    if (sample === this.sample) return false; // the language is always that of the stored sample
    this.sample = sample;
    if (this.config.language !== undefined) return false;
    const language = languageOf(sample, this.config, this.lexicons);
    if (language === this.language) return false;
    this.language = language;
    this.lexicon = this.lexicons.get(language);
    for (const entry of this.entries) entry.analysed = undefined; // matched with the other lexicon
    this.recomputeSignals();
    return true;
  }

  /**
   * Recomputes every stored message's signals from a fresh lookback state, re-tokenising the
   * window (but the short messages whose analysed form is kept: see {@link Entry.analysed}).
   */
  private recomputeSignals(): void {
    const ctx = this.context();
    const keep = this.windowStart > 0;
    this.pass = new DetectorPass();
    this.signals = [];
    for (const entry of this.entries) {
      const message = entry.message;
      if (message === undefined) {
        entry.signals = NO_SIGNALS;
        continue;
      }
      const read = entry.analysed ?? analysed(message, this.lexicon);
      if (keep && message.text.length <= KEEP_ANALYSED_CHARS) entry.analysed = read;
      entry.signals = this.pass.step(read, ctx);
      for (const signal of entry.signals) this.signals.push(signal);
    }
    this.families = countByFamily(this.signals);
  }

  private context(): DetectorContext {
    return { config: this.config, lexicon: this.lexicon, toolMemo: this.toolMemo };
  }
}

const NO_SIGNALS: readonly Signal[] = [];

/** The message with its tool calls' arguments read and dropped (see `compactCalls`). */
function compacted(message: PreparedMessage | undefined, memo: ToolMemo): PreparedMessage | undefined {
  if (message?.role !== 'assistant' || message.toolCalls.length === 0) return message;
  return { ...message, toolCalls: compactCalls(message.toolCalls, memo) };
}
