/**
 * @module Structural tone checks on user text: all caps and excessive punctuation (see docs/signals.md).
 */

/** Minimum cased letters for the all-caps check. */
export const CAPS_MIN_LETTERS = 10;
/** Minimum share of uppercase among cased letters. */
export const CAPS_MIN_RATIO = 0.8;
/** Length of a run of consecutive `!`/`?` that makes punctuation excessive. */
export const PUNCTUATION_MIN = 3;

/**
 * Share of uppercase among cased letters (characters with distinct upper and lower forms), or 0
 * when there are fewer than {@link CAPS_MIN_LETTERS} cased letters or when cased letters are
 * fewer than half of all letters (Latin names inside Chinese or Japanese text are not shouting).
 */
export function capsRatio(text: string): number {
  return caseRatio(text, false);
}

/**
 * {@link capsRatio} when it is at least {@link CAPS_MIN_RATIO} (the all-caps check), else 0.
 * Stops reading as soon as the remaining characters, all uppercase, could not lift the ratio to
 * the threshold: with U uppercase and L other cased letters read and R characters left, the
 * final ratio is at most (U + R) / (U + R + L), below 4/5 exactly when U + R < 4L.
 */
export function allCapsRatio(text: string): number {
  const n = text.length;
  let upper = 0;
  let lower = 0;
  let i = 0;
  // ASCII fast path: a lowercase letter is the only case that can end the scan early.
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) break;
    if ((c - 97) >>> 0 < 26) {
      lower++;
      if (upper + (n - i - 1) < 4 * lower) return 0;
    } else if ((c - 65) >>> 0 < 26) upper++;
  }
  // Past the first non-ASCII character, the general scan goes on from there.
  const ratio =
    i === n
      ? upper + lower < CAPS_MIN_LETTERS
        ? 0
        : upper / (upper + lower)
      : caseRatio(text, true, i, upper, upper + lower);
  return ratio >= CAPS_MIN_RATIO ? ratio : 0;
}

/**
 * True when `text` opens in ordinary case: its first lines, up to the end of the line where
 * {@link CAPS_MIN_LETTERS} cased letters have been read, hold less than {@link CAPS_MIN_RATIO}
 * uppercase. A message opens with the user's own words (what follows may be pasted), so its
 * opening shows how this user writes: a user whose turns open in capitals has no ordinary case
 * to shout against. False when the whole text has fewer cased letters.
 */
export function opensInOrdinaryCase(text: string): boolean {
  let upper = 0;
  let cased = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (cased >= CAPS_MIN_LETTERS) break;
      continue;
    }
    let kind: number;
    if (c < 128) kind = c >= 65 && c <= 90 ? UPPER : c >= 97 && c <= 122 ? LOWER : UNCASED;
    else {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      kind = caseOf(cp);
    }
    if (kind === UPPER) upper++;
    if (kind === UPPER || kind === LOWER) cased++;
  }
  return cased >= CAPS_MIN_LETTERS && upper < CAPS_MIN_RATIO * cased;
}

/**
 * One scan for both checks; with `stopBelowThreshold`, returns 0 once all caps is out of reach.
 * Starts at `from` with the counts of the characters before it.
 */
function caseRatio(text: string, stopBelowThreshold: boolean, from = 0, upperBefore = 0, casedBefore = 0): number {
  let cased = casedBefore;
  let upper = upperBefore;
  let uncasedLetters = 0;
  const n = text.length;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    let kind: number;
    if (c < 128) {
      kind = c >= 65 && c <= 90 ? UPPER : c >= 97 && c <= 122 ? LOWER : UNCASED;
    } else {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      kind = caseOf(cp);
    }
    if (kind === UNCASED) continue;
    if (kind === UNCASED_LETTER) {
      uncasedLetters++;
      continue;
    }
    cased++;
    if (kind === UPPER) upper++;
    else if (stopBelowThreshold && upper + (n - i - 1) < 4 * (cased - upper)) return 0;
  }
  return cased < CAPS_MIN_LETTERS || cased < uncasedLetters ? 0 : upper / cased;
}

/**
 * True when capitals begin mid-clause after the writer's lowercase and run to the end: every
 * lowercase letter comes before every capital after it, and no mark that ends a sentence or a
 * clause (`. ! ? , ; : 。 ！ ？ ，` or a line break) lies between the last lowercase letter and the
 * capital after it ("what RE YOU
 * THINKNG ABOUT", where Caps Lock took the place of the "a"; "i HAD A PATIENT", shift pressed with
 * Caps Lock on; "helLO THERE"). That is Caps Lock struck while typing, not a voice raised: a
 * shout opens a sentence or a clause in capitals ("ok. STOP REPEATING YOURSELF", "well, YOU ARE
 * WRONG"). A text whose capitals come first ("WHY lol", "Hey YOU") or that has no lowercase
 * letter is none.
 */
export function switchesToCapsMidClause(text: string): boolean {
  let lastLower = -1;
  let firstUpperAfter = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let kind: number;
    if (c < 128) kind = c >= 65 && c <= 90 ? UPPER : c >= 97 && c <= 122 ? LOWER : UNCASED;
    else {
      const cp = text.codePointAt(i)!;
      kind = caseOf(cp);
      if (cp > 0xffff) i++;
    }
    if (kind === LOWER) {
      // A lowercase letter after the switch: mixed case, not a switch.
      if (firstUpperAfter >= 0) return false;
      lastLower = i;
    } else if (kind === UPPER) {
      // A capital before any lowercase letter: the text opens in capitals.
      if (lastLower < 0) return false;
      if (firstUpperAfter < 0) firstUpperAfter = i;
    }
  }
  if (firstUpperAfter < 0) return false;
  for (let k = lastLower + 1; k < firstUpperAfter; k++) if (CLAUSE_MARKS.includes(text[k]!)) return false;
  return true;
}

/** Marks that end a sentence or a clause. */
const CLAUSE_MARKS = '.!?,;:\n。！？，；：、';

const UNCASED = 1;
const LOWER = 2;
const UPPER = 3;
/** A letter without case (Han, kana, Arabic, …). */
const UNCASED_LETTER = 4;
const LETTER = /^\p{L}$/u;
/** Case of each BMP code point, 0 until looked up. */
const BMP_CASE = new Uint8Array(0x10000);

/** Whether a code point is uncased (a letter or not), cased but not uppercase, or uppercase (memoised for the BMP). */
function caseOf(cp: number): number {
  if (cp <= 0xffff) {
    const known = BMP_CASE[cp]!;
    if (known !== 0) return known;
  }
  const ch = String.fromCodePoint(cp);
  const up = ch.toUpperCase();
  const kind = ch.toLowerCase() === up ? (LETTER.test(ch) ? UNCASED_LETTER : UNCASED) : ch === up ? UPPER : LOWER;
  if (cp <= 0xffff) BMP_CASE[cp] = kind;
  return kind;
}

/**
 * True when the text has a run of at least {@link PUNCTUATION_MIN} consecutive `!` or `?` (in any
 * mix, full-width `！？` too): `!!!`, `???`, `?!?`. Separate marks ("Why? How? When?") are not a run.
 */
export function hasExcessivePunctuation(text: string): boolean {
  // Start at the first mark, if any (native searches).
  const from = Math.min(indexOrEnd(text, '!'), indexOrEnd(text, '?'), indexOrEnd(text, '！'), indexOrEnd(text, '？'));
  let run = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 33 || c === 63 || c === 0xff01 || c === 0xff1f) {
      if (++run >= PUNCTUATION_MIN) return true;
    } else run = 0;
  }
  return false;
}

function indexOrEnd(text: string, mark: string): number {
  const at = text.indexOf(mark);
  return at === -1 ? text.length : at;
}

/** The kinds of excessive-punctuation runs in a text (see {@link punctuationRuns}). */
export interface PunctuationRuns {
  /** A run of only `!` (`!!!`, `！！！`). */
  readonly exclaims: boolean;
  /** A run with a `?` (`???`, `?!?`). */
  readonly asks: boolean;
  /** A run that mixes `!` and `?` (`?!?`, `!?!`). */
  readonly mixed: boolean;
}

/**
 * The runs of at least {@link PUNCTUATION_MIN} consecutive `!`/`?` (full-width too) in the text, by
 * kind, or undefined when there is none ({@link hasExcessivePunctuation} is false).
 */
export function punctuationRuns(text: string): PunctuationRuns | undefined {
  const from = Math.min(indexOrEnd(text, '!'), indexOrEnd(text, '?'), indexOrEnd(text, '！'), indexOrEnd(text, '？'));
  let exclaims = false;
  let asks = false;
  let mixed = false;
  let run = 0;
  let bangs = 0;
  for (let i = from; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    const bang = c === 33 || c === 0xff01;
    if (bang || c === 63 || c === 0xff1f) {
      run++;
      if (bang) bangs++;
      continue;
    }
    if (run >= PUNCTUATION_MIN) {
      if (bangs === run) exclaims = true;
      else {
        asks = true;
        if (bangs > 0) mixed = true;
      }
    }
    run = 0;
    bangs = 0;
  }
  return exclaims || asks ? { exclaims, asks, mixed } : undefined;
}

/** Emoji of anger: pouting, swearing, steaming and angry faces, the anger symbol, thumbs down, eye roll. */
export const ANGRY_EMOJI: readonly string[] = ['😡', '🤬', '😠', '😤', '💢', '👎', '🙄'];

/**
 * Emoji of weariness or exasperation: weary, tired, persevering, confounded, unamused and
 * upside-down faces, face palm. Each is as often a sigh at oneself or a joke. Crying and sad faces
 * ("😭", "😢", ":(") are sadness, not annoyance, and are not read.
 */
export const WEARY_EMOJI: readonly string[] = ['😩', '😫', '😣', '😖', '😒', '🤦', '🙃'];

/**
 * Marks of laughter, in any language: tokens spelt from `ha`/`he`/`ja`/`je`/`ka`/`k` repeated
 * ("haha", "jajaja", "kkkk"), "lol", "lmao", "lmfao", "rofl", "xd", "mdr", 哈哈 and the laughing
 * emoji. A message that laughs plays; its capitals, marks and swear words are not anger.
 */
const LAUGHTER =
  /(?:^|[^\p{L}])(?:(?:ha|he|ja|je|ka){2,}h?|k{4,}|lo+l|lmf?ao+|rofl|xd+|mdr)(?:$|[^\p{L}])|哈哈|😂|🤣|😆|😹/iu;

/** True when the text laughs (see {@link LAUGHTER}). */
export function laughs(text: string): boolean {
  return LAUGHTER.test(text);
}

/** A UTF-16 high surrogate: the first code unit of a character outside the Basic Multilingual Plane. */
const SURROGATE = /[\uD800-\uDBFF]/;

/** The first emoji of `set` (emoji outside the Basic Multilingual Plane, such as {@link ANGRY_EMOJI}) in the text, if any. */
export function emojiOf(text: string, set: readonly string[]): string | undefined {
  // Every emoji of the sets is outside the Basic Multilingual Plane (tested): a text without a
  // surrogate holds none, found in one native scan instead of one search per emoji.
  if (!SURROGATE.test(text)) return undefined;
  let first: string | undefined;
  let at = Infinity;
  for (const emoji of set) {
    const i = text.indexOf(emoji);
    if (i !== -1 && i < at) {
      at = i;
      first = emoji;
    }
  }
  return first;
}
