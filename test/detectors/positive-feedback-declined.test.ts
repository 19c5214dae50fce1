import { describe, expect, it } from 'vitest';
import { couldNotHelp, keepSinceTools, UNREAD_MAX, type ToolWork } from '../../src/detectors/dialogue-courtesy';
import { initialFeedbackState, PENDING_WRITES_MAX, positiveFeedback } from '../../src/detectors/positive-feedback';
import { readMessage, type AssistantMessage } from '../../src/messages/prepare';
import { assistant, contextOf, tool, toolCall, user } from '../helpers';
import { fired, LONG_EN as LONG } from './positive-feedback-fired';

/**
 * A conversation with tools: the assistant looks the order up (`lookup`), may call a tool that
 * changes something (`write`, its result `result`), then declines, then the user's turns follow.
 */
function withTools(
  decline: string,
  turns: readonly unknown[],
  write?: { name: string; result: string },
  lookup = 'get_order_details',
  request = 'Please change my order #W123.',
): unknown[] {
  const messages: unknown[] = [
    user(request),
    assistant('', [toolCall(lookup, { order_id: '#W123' })]),
    tool('{"order_id": "#W123", "status": "processed"}', `call_${lookup}`),
  ];
  if (write !== undefined) {
    messages.push(assistant('', [toolCall(write.name, { order_id: '#W123' })]));
    messages.push(tool(write.result, `call_${write.name}`));
  }
  messages.push(assistant(decline), ...turns);
  return messages;
}

/** A user turn that thanks for an explanation and closes: thanks after the farewell that answers it would count. */
const THANKED = 'Alright, thanks for explaining. That is all.';

describe('gratitude: a sign-off after the assistant could not help', () => {
  it.each([
    // The latest message declines in the passive ("cannot be modified"): a decline, in several languages.
    [
      'Please change the items of my order #W123.',
      'The order is processed and cannot be modified.',
      'That is disappointing, but thanks for checking.',
    ],
    [
      'Bitte ändern Sie meine Bestellung #W123.',
      'Die Bestellung ist bereits in Bearbeitung und kann nicht geändert werden.',
      'Okay, vielen Dank fürs Nachsehen.',
    ],
    [
      'Pouvez-vous annuler ma commande #W123 ?',
      'La commande est déjà expédiée et ne peut pas être annulée.',
      'D’accord, merci d’avoir vérifié.',
    ],
    [
      'Quiero cancelar mi pedido #W123.',
      'El pedido ya fue enviado y no se puede cancelar.',
      'Vale, gracias por revisarlo.',
    ],
    [
      'Quero cancelar o meu pedido #W123.',
      'O pedido já foi enviado e não pode ser cancelado.',
      'Certo, obrigado por verificar.',
    ],
  ])('quiet: thanks right after a decline: %s → %s → %s', (request, decline, next) => {
    expect(fired(withTools(decline, [user(next)], undefined, undefined, request))).toEqual([]);
  });

  it.each([
    // The decline came one message before the farewell the user answers; the user thanked already.
    [
      "I'm sorry, but I cannot make exceptions to the policy.",
      'Alright, thanks for explaining. That is all.',
      'You are welcome! Have a great day!',
      'Thank you!',
    ],
    [
      'Das ist leider nicht möglich.',
      'Alles klar, danke für die Erklärung. Das wäre alles.',
      'Gern geschehen! Einen schönen Tag noch!',
      'Vielen Dank für Ihre Hilfe!',
    ],
    [
      '申し訳ありませんが、変更はできません。',
      'わかりました、説明ありがとうございます。以上です。',
      'どういたしまして。良い一日を！',
      'ありがとうございました。',
    ],
    ['很抱歉，无法取消这个订单。', '好的，谢谢你的解释。就这些。', '不客气！祝您愉快！', '谢谢你的帮助！'],
    // The decline, then a turn that pleads, then a reply that names no decline phrase.
    [
      "I'm unable to add insurance after booking.",
      'I really need some assistance due to the emergency. Please let me know of any other way.',
      'I understand the urgency, but my options are limited here.',
      'Alright, thank you for your help. I appreciate it.',
    ],
  ])('quiet: %s → %s → %s → %s', (decline, middle, farewell, next) => {
    expect(fired(withTools(decline, [user(middle), assistant(farewell), user(next)]))).toEqual([]);
  });

  it.each([
    // A call that changes something went through before the refusal: the thanks may be for it.
    [{ name: 'cancel_reservation', result: '{"reservation_id": "ABC123", "status": "cancelled"}' }],
    [{ name: 'return_delivered_order_items', result: '{"order_id": "#W123", "status": "return requested"}' }],
    [{ name: 'modify_pending_order_items', result: '{"order_id": "#W123", "status": "pending (item modified)"}' }],
  ])('fires: a write that went through (%o), a refusal, a farewell, thanks', (write) => {
    const messages = withTools(
      "I'm sorry, but I cannot make exceptions to the policy.",
      [user(THANKED), assistant('You are welcome! Have a great day!'), user('Thank you!')],
      write,
    );
    expect(fired(messages)).toEqual([`${messages.length - 1}:gratitude`]);
  });

  it('quiet: a write that failed changed nothing ("Error: …" and an error flag)', () => {
    const turns = [user(THANKED), assistant('You are welcome! Have a great day!'), user('Thank you!')];
    const decline = "I'm sorry, but I cannot make exceptions to the policy.";
    expect(
      fired(withTools(decline, turns, { name: 'modify_order', result: 'Error: Non-pending order cannot be modified' })),
    ).toEqual([]);
    const flagged = withTools(decline, turns);
    flagged.splice(3, 0, assistant('', [toolCall('cancel_order')]), {
      role: 'tool',
      content: 'order is locked',
      tool_call_id: 'call_cancel_order',
      status: 'error',
    });
    expect(fired(flagged)).toEqual([]);
  });

  it('fires: thanks after the refusal once a later tool call did the work', () => {
    const messages = withTools("I'm sorry, but I cannot make exceptions to the policy.", [
      user('Then please look up my other order #W456.'),
      assistant('', [toolCall('get_order_details', { order_id: '#W456' }, 'call_2')]),
      tool('{"order_id": "#W456", "status": "delivered"}', 'call_2'),
      assistant('Your order #W456 was delivered yesterday to 518 Main Street.'),
      user('Thank you!'),
    ]);
    expect(fired(messages)).toEqual([`${messages.length - 1}:gratitude`]);
  });

  it('boundary: without tools the rule does not apply (a partial answer with a refusal, then thanks later)', () => {
    const messages = [
      user('Is there parking, and how far is the station?'),
      assistant('Sorry, I cannot help with parking. The station is a 3-minute walk.'),
      user('OK, that is enough.'),
      assistant('You are welcome. Anything else?'),
      user('No, thank you so much for looking it up!'),
    ];
    expect(fired(messages)).toEqual(['4:gratitude']);
  });

  it('hostile: a result for no pending call, calls without ids, odd content are read without throwing', () => {
    const messages: unknown[] = [
      user('Cancel ABC123.'),
      { role: 'tool', content: '{"status": "cancelled"}' },
      assistant('', [{ type: 'function', function: { name: 'cancel_reservation', arguments: '{}' } }]),
      { role: 'tool', content: null },
      { role: 'tool', content: { weird: true }, tool_call_id: 42 },
      assistant('Unfortunately this reservation cannot be cancelled.'),
      user('Ok, thanks.'),
    ];
    expect(() => fired(messages)).not.toThrow();
    expect(fired(messages)).toEqual([]);
  });
});

describe('gratitude: a thanking word matched only as a typo', () => {
  it.each([
    ['Do you play chess?', 'I like chees'],
    ['What do you like to read?', "good book. i'm more of a vonnegut type thank tolkien"],
    ['Information storage is complicated!', "I'm sure your designers appreciate how difficult it is."],
  ])('quiet past the first token: %s → %s', (request, next) => {
    expect(fired([user('Hi.'), assistant('Hello!'), user(request), assistant(LONG), user(next)])).toEqual([]);
  });

  it.each([['Thank yu so much!'], ['I read it all. Thank yu so much!'], ['Thank']])(
    'fires where it opens its clause: %s',
    (next) => {
      expect(fired([user('Fix my router.'), assistant(LONG), user(next)])).toEqual(['2:gratitude']);
    },
  );

  it('boundary: the same typo inside a clause is another word', () => {
    expect(fired([user('Fix my router.'), assistant(LONG), user('I read it all so thank yu so much!')])).toEqual([]);
  });
});

describe('couldNotHelp reads each message once', () => {
  const lexicon = contextOf({ language: 'eng' }).lexicon!;
  const said = (text: string) => ({ role: 'assistant', index: 0, text }) as unknown as AssistantMessage;

  it('reads only the messages not read yet, and stops at the first decline', () => {
    const work: ToolWork = { unreadSinceTools: [], declinedSinceTools: false, changedSomething: false };
    work.unreadSinceTools.push(said('Your order is processed.'), said('It ships tomorrow.'));
    expect(couldNotHelp(work, lexicon)).toBe(false);
    expect(work.unreadSinceTools).toHaveLength(0);
    work.unreadSinceTools.push(said('Unfortunately, it cannot be modified.'), said('Anything else?'));
    expect(couldNotHelp(work, lexicon)).toBe(true);
    expect(work.unreadSinceTools).toHaveLength(0);
    expect(couldNotHelp({ ...work, changedSomething: true }, lexicon)).toBe(false);
  });

  it('keeps at most UNREAD_MAX messages: one more has them read, and nothing is kept once the answer is known', () => {
    const work: ToolWork = { unreadSinceTools: [], declinedSinceTools: false, changedSomething: false };
    for (let i = 0; i < UNREAD_MAX; i++) keepSinceTools(work, said(`Fact ${i}.`), lexicon);
    expect(work.unreadSinceTools).toHaveLength(UNREAD_MAX);
    keepSinceTools(work, said('Fact four.'), lexicon);
    expect(work.unreadSinceTools).toHaveLength(0);
    expect(work.declinedSinceTools).toBe(false);
    for (let i = 0; i < UNREAD_MAX; i++)
      keepSinceTools(work, said(i === 1 ? 'Sorry, that cannot be modified.' : `Fact ${i}.`), lexicon);
    keepSinceTools(work, said('Anything else?'), lexicon);
    expect(work.declinedSinceTools).toBe(true);
    keepSinceTools(work, said('Here is more.'), lexicon);
    expect(work.unreadSinceTools).toHaveLength(0);
    expect(couldNotHelp(work, lexicon)).toBe(true);
  });

  it('hostile: without a lexicon the kept messages stay bounded', () => {
    const work: ToolWork = { unreadSinceTools: [], declinedSinceTools: false, changedSomething: false };
    for (let i = 0; i < 1000; i++) keepSinceTools(work, said(`Fact ${i}.`), undefined);
    expect(work.unreadSinceTools).toHaveLength(UNREAD_MAX);
  });

  it('hostile: thousands of turns after one tool call stay linear (each message read once)', () => {
    const messages: unknown[] = [user('Change my order #W123.'), assistant('', [toolCall('get_order_details')])];
    messages.push(tool('{"status": "processed"}', 'call_get_order_details'));
    for (let i = 0; i < 2000; i++)
      messages.push(assistant(`Here is fact number ${i} about your order.`), user('Thanks!'));
    const start = performance.now();
    const out = fired(messages);
    expect(out.length).toBeGreaterThan(0);
    expect(performance.now() - start).toBeLessThan(20_000);
  });
});

describe('pending write calls stay bounded', () => {
  it('hostile: a thousand write calls without results keep the latest PENDING_WRITES_MAX', () => {
    const ctx = contextOf({ language: 'eng' });
    const state = initialFeedbackState();
    for (let i = 0; i < 1000; i++) {
      const call = { id: `call_${i}`, type: 'function', function: { name: 'update_order', arguments: '{}' } };
      const message = readMessage({ role: 'assistant', content: '', tool_calls: [call] }, i)!;
      positiveFeedback.step!(message, state, ctx);
    }
    expect(state.pendingWrites).toHaveLength(PENDING_WRITES_MAX);
    expect(state.pendingWrites.at(-1)).toBe('call_999');
  });
});
