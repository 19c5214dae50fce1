/**
 * @module franc-min's trigram ranking of Latin-script text among a few candidate languages,
 * computed the same way (same scores, same order) without the string dictionaries franc builds
 * and sorts on every call: the candidates' models are compiled once into one table of trigrams
 * keyed by their three UTF-16 code units.
 */
import { francData } from './franc';

/** One language and its score, best first, as `francAll` returns them. */
export type TrigramRanking = [language: string, score: number][];

/** Candidate models compiled by {@link compileTrigramModels}. */
export interface TrigramModels {
  /** Candidates in franc's data order (its order among equal distances). */
  readonly languages: readonly string[];
  /** Code units of each trigram of any model, three per trigram. */
  readonly units: Uint16Array;
  /**
   * The models holding each trigram, as runs of pairs: trigram `t`'s run is `[first[t], first[t + 1])`,
   * a pair being a language number (`language`) and the trigram's rank in its model (`rank`).
   * Most trigrams are in few models, so a distance is updated only where a model has the trigram.
   */
  readonly first: Int32Array;
  readonly language: Uint8Array;
  readonly rank: Int16Array;
  /** Open-addressing table of trigram number + 1 (0: free slot), by {@link hashOf}. */
  readonly slots: Int32Array;
  readonly bits: number;
}

/** Characters franc reads (its `MAX_LENGTH`). */
const FRANC_MAX_LENGTH = 2048;
/** Distance franc adds for a trigram absent from a model (its `MAX_DIFFERENCE`). */
const MAX_DIFFERENCE = 300;

/** franc-min's trigram models of Latin-script languages, by ISO 639-3 code. */
function latinModels(): Readonly<Record<string, string>> {
  return francData().Latin ?? {};
}

/**
 * Compiles franc-min's models of those of `candidates` it has. A model lists its 300 trigrams,
 * most frequent first; a trigram's rank is its position (the first, if listed twice).
 */
export function compileTrigramModels(candidates: readonly string[]): TrigramModels {
  const models = latinModels();
  const languages = Object.keys(models).filter((language) => candidates.includes(language));
  const numbers = new Map<string, number>();
  const ranked: [trigram: number, language: number, rank: number][] = [];
  languages.forEach((language, l) => {
    const trigrams = models[language]!.split('|');
    const ranks = new Map<string, number>();
    for (let rank = trigrams.length - 1; rank >= 0; rank--) ranks.set(trigrams[rank]!, rank); // the first wins
    for (const [trigram, rank] of ranks) {
      if (trigram.length !== 3) continue; // never equal to a three-unit slice of text
      if (!numbers.has(trigram)) numbers.set(trigram, numbers.size);
      ranked.push([numbers.get(trigram)!, l, rank]);
    }
  });
  const units = new Uint16Array(numbers.size * 3);
  for (const [trigram, t] of numbers) for (let j = 0; j < 3; j++) units[t * 3 + j] = trigram.charCodeAt(j);
  ranked.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const first = new Int32Array(numbers.size + 1);
  for (const [t] of ranked) first[t + 1]!++;
  for (let t = 0; t < numbers.size; t++) first[t + 1]! += first[t]!;
  const language = Uint8Array.from(ranked, ([, l]) => l);
  const rank = Int16Array.from(ranked, ([, , r]) => r);
  let bits = 4;
  while (1 << bits < 2 * numbers.size) bits++;
  const slots = new Int32Array(1 << bits);
  for (let t = 0; t < numbers.size; t++) {
    let slot = hashOf(units[t * 3]!, units[t * 3 + 1]!, units[t * 3 + 2]!) >>> (32 - bits);
    while (slots[slot] !== 0) slot = (slot + 1) & (slots.length - 1);
    slots[slot] = t + 1;
  }
  return { languages, units, first, language, rank, slots, bits };
}

function hashOf(a: number, b: number, c: number): number {
  return Math.imul(Math.imul(Math.imul(a, 0x9e3779b1) ^ b, 0x85ebca6b) ^ c, 0xc2b2ae35);
}

/** The number of the trigram `a b c` in `models`, or -1. */
function trigramNumber(models: TrigramModels, a: number, b: number, c: number): number {
  const { units, slots, bits } = models;
  for (let slot = hashOf(a, b, c) >>> (32 - bits); slots[slot] !== 0; slot = (slot + 1) & (slots.length - 1)) {
    const t = slots[slot]! - 1;
    if (units[t * 3] === a && units[t * 3 + 1] === b && units[t * 3 + 2] === c) return t;
  }
  return -1;
}

/**
 * franc's `clean` (trigram-utils), padded with a space on each side as franc reads it. franc
 * turns runs of `!`-`@` into a space, then runs of white space into one: that is, every run of
 * either into one space, which one regex does in one pass.
 */
function cleaned(value: string): string {
  return (
    ' ' +
    value
      .replace(/[\s\u0021-\u0040]+/g, ' ')
      .trim()
      .toLowerCase() +
    ' '
  );
}

/**
 * Whether franc takes `value` for Latin script: more ASCII letters than non-ASCII code units.
 * franc's other script expressions match no ASCII character, so none can then count as many
 * characters as its Latin expression, which matches every ASCII letter.
 */
function surelyLatin(value: string): boolean {
  let letters = 0;
  let other = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x80) other++;
    else if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) letters++;
  }
  return letters > other;
}

/** The trigrams of a text: per model trigram its count, the ones met, and how many others. */
interface TrigramCounts {
  readonly counts: Int32Array;
  /** Numbers of the model trigrams met, once each. */
  readonly seen: readonly number[];
  /** Distinct trigrams no model has: each adds 300 to every distance, so only their number matters. */
  readonly absent: number;
}

/** Counts the trigrams of `text` (franc's sliding three-unit window). */
function countTrigrams(text: string, models: TrigramModels): TrigramCounts {
  const counts = new Int32Array(models.units.length / 3);
  const seen: number[] = [];
  let bits = 4;
  while (1 << bits < 2 * text.length) bits++;
  const absentSlots = new Int32Array(1 << bits); // position + 1 of an absent trigram's first occurrence
  let absent = 0;
  for (let i = 0; i + 2 < text.length; i++) {
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2);
    const t = trigramNumber(models, a, b, c);
    if (t >= 0) {
      if (counts[t]!++ === 0) seen.push(t);
      continue;
    }
    let slot = hashOf(a, b, c) >>> (32 - bits);
    while (absentSlots[slot] !== 0 && !sameTrigram(text, absentSlots[slot]! - 1, i))
      slot = (slot + 1) & (absentSlots.length - 1);
    if (absentSlots[slot] === 0) {
      absentSlots[slot] = i + 1;
      absent++;
    }
  }
  return { counts, seen, absent };
}

function sameTrigram(text: string, p: number, q: number): boolean {
  return (
    text.charCodeAt(p) === text.charCodeAt(q) &&
    text.charCodeAt(p + 1) === text.charCodeAt(q + 1) &&
    text.charCodeAt(p + 2) === text.charCodeAt(q + 2)
  );
}

/**
 * `francAll(text, { only: candidates, minLength: 1 })` of franc-min, for `models` compiled from
 * `candidates`: every candidate with its score, best first. Undefined when franc might not take
 * the text for Latin script (it would then rank another script's languages): ask franc itself.
 *
 * franc's distance to a model sums, over the distinct trigrams of the cleaned text, 300 for a
 * trigram the model lacks, else |count − rank − 1|; the nearest model scores 1.
 */
export function rankLatinTrigrams(text: string, models: TrigramModels): TrigramRanking | undefined {
  if (text === '') return [['und', 1]];
  const value = text.slice(0, FRANC_MAX_LENGTH);
  if (!surelyLatin(value)) return undefined;
  if (models.languages.length === 0) return [['und', 1]];
  const { counts, seen, absent } = countTrigrams(cleaned(value), models);
  const { languages, first, language, rank } = models;
  // Every distinct trigram adds 300 to a distance, less where the model has it.
  const sums = new Int32Array(languages.length).fill((absent + seen.length) * MAX_DIFFERENCE);
  for (const t of seen) {
    const count = counts[t]!;
    for (let p = first[t]!, end = first[t + 1]!; p < end; p++)
      sums[language[p]!]! -= MAX_DIFFERENCE - Math.abs(count - rank[p]! - 1);
  }
  const distances: TrigramRanking = languages.map((code, l) => [code, sums[l]!]);
  distances.sort((x, y) => x[1] - y[1]); // stable: ties keep franc's data order
  const min = distances[0]![1];
  const max = value.length * MAX_DIFFERENCE - min;
  for (const entry of distances) entry[1] = 1 - (entry[1] - min) / max || 0; // franc's normalisation
  return distances;
}
