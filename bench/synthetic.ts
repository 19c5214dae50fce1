/**
 * @module Synthetic conversations of known shape for the size budgets (written here, not copied).
 */

const USER_LINES = [
  'Hi, my order #4821 still has not arrived and the tracking page has not changed since Monday.',
  'I already tried the link you sent, it just says the parcel is in transit.',
  'Can you check whether it was sent to my old address on Baker Street?',
  'ok thanks, that makes sense. how long does a reshipment usually take?',
  'Perfect, that worked. Thank you for the quick help!',
];
const ASSISTANT_LINES = [
  'I am sorry about the delay. Let me look up order 4821 for you right away.',
  'The carrier shows the parcel at the regional depot since Monday; depots sometimes hold parcels when the label is damaged.',
  'Your order was shipped to the address on file, 12 Baker Street. If that is outdated I can open a reshipment to your new address.',
  'A reshipment usually takes 2 to 3 business days. I have created it and you will receive a new tracking number by email.',
  'You are welcome! Is there anything else I can help you with today?',
];

/** A typical 10-message support conversation (5 user and 5 assistant turns). */
export function typicalConversation(): { role: string; content: string }[] {
  const messages: { role: string; content: string }[] = [];
  for (let i = 0; i < 5; i++) {
    messages.push({ role: 'user', content: USER_LINES[i]! });
    messages.push({ role: 'assistant', content: ASSISTANT_LINES[i]! });
  }
  return messages;
}

/** Text of exactly `chars` characters made of varied sentences (offset varies the start). */
export function prose(chars: number, offset = 0): string {
  const pool = [...USER_LINES, ...ASSISTANT_LINES];
  let text = '';
  for (let i = offset; text.length < chars; i++) text += pool[i % pool.length]! + ' ';
  return text.slice(0, chars);
}

/**
 * `count` alternating user/assistant messages of `chars` characters each. The text pool has ten
 * lines, so each message repeats, word for word, the one ten messages back; with `distinct`, each
 * message ends in a word of its own (letters only, so no identifier tells two apart), and none
 * repeats another: the cost of reading long text that cannot be reused.
 */
export function largeConversation(count: number, chars: number, distinct = false): { role: string; content: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const word = distinct ? ` ${letterWord(i)}` : '';
    return {
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: prose(chars - word.length, i) + word,
    };
  });
}

/** A lowercase word of its own for each index (0 → "qa", 1 → "qb", …, 26 → "qba"). */
function letterWord(index: number): string {
  let word = '';
  let n = index;
  do {
    word = String.fromCharCode(97 + (n % 26)) + word;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `q${word}`;
}
