import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: "I understand, but…" after a refusal acknowledges it and asks again', () => {
  it.each([
    [
      'eng',
      'I need a full refund.',
      'Under our policy this ticket is not refundable.',
      'I understand, but I really need the refund.',
    ],
    [
      'eng',
      'Change the passenger name.',
      'Basic economy reservations cannot be modified.',
      'I understand the policy, but the name must be changed.',
    ],
    [
      'deu',
      'Ich will mein Geld zurück.',
      'Das Ticket ist leider nicht erstattungsfähig.',
      'Ich verstehe, aber ich brauche das Geld.',
    ],
    [
      'fra',
      'Je veux un remboursement.',
      "Ce billet n'est pas remboursable selon notre politique.",
      "Je comprends, mais j'en ai besoin.",
    ],
    [
      'spa',
      'Quiero un reembolso.',
      'Según nuestra política, no es reembolsable.',
      'Entiendo, pero lo necesito de verdad.',
    ],
    ['por', 'Quero um reembolso.', 'Pela nossa política, não é reembolsável.', 'Entendo, mas preciso muito disso.'],
    ['cmn', '我要退款。', '根据规定，这张票不可退款。', '我理解，但是我真的需要退款。'],
    ['jpn', '返金してください。', '規定により返金はできません。', 'わかりますが、どうしても返金が必要です。'],
  ])('fires after a refusal (%s): %s → %s → %s', (language, request, refusal, next) => {
    expect(misalignmentIn(language, exchange(request, refusal, next))).toEqual(CORRECTION);
  });

  it.each([
    // No refusal before it: the user concedes a point of an ordinary answer.
    ['eng', 'Which seat is best?', 'Window seats are quieter.', 'I understand, but I like the aisle.'],
    // A counter-offer after the refusal negotiates another request.
    [
      'eng',
      'I need a full refund.',
      'Under our policy this ticket is not refundable.',
      'I understand, but how about a travel voucher instead?',
    ],
    [
      'deu',
      'Ich will mein Geld zurück.',
      'Das Ticket ist leider nicht erstattungsfähig.',
      'Ich verstehe, aber wie wäre es wenigstens mit einem Gutschein?',
    ],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it('boundary: the phrase must hold its words in order ("I understand" alone concedes, "but" alone objects)', () => {
    const refusal = 'Under our policy this ticket is not refundable.';
    expect(misalignmentIn('eng', exchange('I need a refund.', refusal, 'I understand.'))).toEqual([]);
    expect(misalignmentIn('eng', exchange('I need a refund.', refusal, 'But I paid a lot.'))).toEqual([]);
    expect(misalignmentIn('eng', exchange('I need a refund.', refusal, 'I understand but I paid a lot.'))).toEqual(
      CORRECTION,
    );
  });

  it('hostile: repeated thousands of times, odd case and punctuation', () => {
    const refusal = 'Under our policy this ticket is not refundable.';
    const started = performance.now();
    expect(
      misalignmentIn('eng', exchange('I need a refund.', refusal, 'I UNDERSTAND,,, BUT!!! '.repeat(3000))),
    ).toEqual(CORRECTION);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
