/**
 * @module The assistant messages of a conversation, remembered to tell one repeated word for word:
 * an answer that repeats an earlier one, a question that repeats the one the user just answered.
 */
import { textHash } from '../text/text-hash';

/** Most distinct assistant messages remembered (as hashes) to tell an answer repeated word for word. */
export const REMEMBERED_REPLIES = 1024;

/**
 * Texts kept unhashed at most: past this many the oldest are hashed and let go, so that a long
 * tracked conversation keeps numbers, not texts.
 */
export const UNHASHED_REPLIES = 64;

/**
 * What a user turn asks about the assistant messages before it (see {@link RepliesSeen.userTurn}).
 * Read when a rule needs it: the texts are hashed then, not as they come.
 */
export interface ReplyRepeats {
  /**
   * The latest assistant message repeats, word for word (trimmed, any case), one of the first
   * {@link REMEMBERED_REPLIES} distinct ones before the previous user turn.
   */
  repeated(): boolean;
  /**
   * An assistant message came after the previous user turn, and the latest one asks something
   * (the caller's `asked` when it came) and repeats word for word the one the previous user turn
   * answered (the latest before it).
   */
  repeatsPrompt(): boolean;
}

/**
 * The assistant messages seen so far, in order. Each is compared by the hash of its trimmed,
 * lowercased text; the hashes are computed only when a user turn's {@link ReplyRepeats} is read
 * (most never are), in the order the messages came, so what is remembered (the first
 * {@link REMEMBERED_REPLIES} distinct hashes) is what hashing each message as it came remembers.
 */
export class RepliesSeen {
  /** Texts not hashed yet, by position (undefined once hashed). */
  private readonly texts: (string | undefined)[] = [];
  /** Hashes of the texts hashed so far (the first {@link hashed}). */
  private readonly hashes: number[] = [];
  /** The position of the first text of each remembered hash (the first `limit` distinct ones). */
  private readonly firstAt = new Map<number, number>();
  private hashed = 0;
  /** Messages before the previous user turn: those an answer may repeat. */
  private remembered = 0;
  /** Position of the message the previous user turn answered (-1: none). */
  private prompt = -1;
  /** The latest message, `remembered` and `prompt` when it came, and whether it asked something. */
  private last = -1;
  private lastRemembered = 0;
  private lastPrompt = -1;
  private lastAsked = false;

  constructor(
    private readonly limit: number = REMEMBERED_REPLIES,
    private readonly unhashed: number = UNHASHED_REPLIES,
  ) {}

  /** Records an assistant message; `asked`: it asks something. */
  add(text: string, asked: boolean): void {
    this.last = this.texts.length;
    this.lastRemembered = this.remembered;
    this.lastPrompt = this.prompt;
    this.lastAsked = asked;
    this.texts.push(text);
    if (this.texts.length - this.hashed > this.unhashed) this.hashUpTo(this.texts.length - this.unhashed);
  }

  /**
   * A user turn: what it may ask about the messages before it (the answers do not change when read
   * later), after which those messages count as before the previous user turn.
   */
  userTurn(): ReplyRepeats {
    const { last, lastRemembered, lastPrompt, lastAsked } = this;
    const pending = this.texts.length > this.remembered;
    if (pending) {
      this.prompt = this.texts.length - 1;
      this.remembered = this.texts.length;
    }
    return new TurnRepeats(this, last, lastRemembered, pending && lastAsked ? lastPrompt : -1);
  }

  /** Whether the message at `k` repeats one of the first `limit` distinct ones before position `end`. */
  repeatsBefore(k: number, end: number): boolean {
    return (this.firstAt.get(this.hashAt(k)) ?? k) < end;
  }

  /** Whether the messages at `a` and `b` are the same, word for word (trimmed, any case). */
  same(a: number, b: number): boolean {
    return this.hashAt(a) === this.hashAt(b);
  }

  private hashAt(k: number): number {
    this.hashUpTo(k + 1);
    return this.hashes[k]!;
  }

  /** Hashes the texts before position `end`, in order, remembering the first `limit` distinct hashes. */
  private hashUpTo(end: number): void {
    for (; this.hashed < end; this.hashed++) {
      const k = this.hashed;
      const hash = textHash(this.texts[k]!.trim().toLowerCase());
      this.texts[k] = undefined;
      this.hashes.push(hash);
      if (this.firstAt.size < this.limit && !this.firstAt.has(hash)) this.firstAt.set(hash, k);
    }
  }
}

/** A user turn's {@link ReplyRepeats}: positions in a {@link RepliesSeen}, compared when asked. */
class TurnRepeats implements ReplyRepeats {
  constructor(
    private readonly seen: RepliesSeen,
    /** The latest message (-1: none). */
    private readonly last: number,
    /** Messages before the previous user turn when it came. */
    private readonly remembered: number,
    /** The message the previous user turn answered, when the latest came after it and asks (-1: no such). */
    private readonly prompt: number,
  ) {}

  repeated(): boolean {
    return this.last >= 0 && this.seen.repeatsBefore(this.last, this.remembered);
  }

  repeatsPrompt(): boolean {
    return this.prompt >= 0 && this.seen.same(this.last, this.prompt);
  }
}
