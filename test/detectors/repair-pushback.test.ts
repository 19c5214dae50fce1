import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: pushback said of someone else who could grant the refused request is no correction', () => {
  it.each([
    [
      'eng',
      'I need a full refund for this flight.',
      'I am sorry, but I am unable to offer a refund under our policy.',
      'Is there someone else I could speak to? Maybe a supervisor who could make an exception?',
    ],
    [
      'eng',
      'I need a full refund for this flight.',
      'I am sorry, but I am unable to offer a refund under our policy.',
      'Is there someone else I can speak to who may have the authority to make an exception?',
    ],
    [
      'fra',
      "J'ai besoin d'un remboursement complet.",
      'Désolé, ce billet est non remboursable selon notre politique.',
      'Peut-être un superviseur qui pourrait faire une exception ?',
    ],
    [
      'spa',
      'Necesito un reembolso completo.',
      'Lo siento, según nuestra política no es reembolsable.',
      '¿Quizás un supervisor que pueda hacer una excepción?',
    ],
  ])('quiet (%s): %s → %s → %s', (language, request, refusal, pushback) => {
    expect(misalignmentIn(language, exchange(request, refusal, pushback))).toEqual([]);
  });

  it.each([
    // Asked of the assistant: the pushback comes first, someone else only after it.
    [
      'eng',
      'I need a full refund for this flight.',
      'I am sorry, but I am unable to offer a refund under our policy.',
      'Can you make an exception or get your supervisor?',
    ],
    // The person is in another clause: a comma ends it.
    [
      'eng',
      'I need a full refund for this flight.',
      'I am sorry, but I am unable to offer a refund under our policy.',
      'I am a loyal person, can you please make an exception?',
    ],
    // No one else at all.
    [
      'deu',
      'Ich brauche eine volle Erstattung.',
      'Leider ist das nach unseren Richtlinien nicht erstattungsfähig.',
      'Können Sie nicht eine Ausnahme machen?',
    ],
  ])('fires (%s): %s → %s → %s', (language, request, refusal, pushback) => {
    expect(misalignmentIn(language, exchange(request, refusal, pushback))).toEqual(CORRECTION);
  });

  it('boundary: the person must end before the pushback phrase begins, in its clause', () => {
    const request = 'I need a full refund for this flight.';
    const refusal = 'I am sorry, but I am unable to offer a refund under our policy.';
    expect(misalignmentIn('eng', exchange(request, refusal, 'a supervisor make an exception'))).toEqual([]);
    expect(misalignmentIn('eng', exchange(request, refusal, 'a supervisor, make an exception'))).toEqual(CORRECTION);
  });

  it('hostile input: many people and pushback phrases stay quick and do not throw', () => {
    const request = 'I need a full refund for this flight.';
    const refusal = 'I am sorry, but I am unable to offer a refund under our policy.';
    const started = performance.now();
    const crowd = 'supervisor manager someone else '.repeat(3_000) + 'make an exception';
    expect(misalignmentIn('eng', exchange(request, refusal, crowd))).toEqual([]);
    const pushy = 'make an exception, '.repeat(3_000);
    expect(misalignmentIn('eng', exchange(request, refusal, pushy))).toEqual(CORRECTION);
    expect(() => misalignmentIn('eng', exchange(request, refusal, ''))).not.toThrow();
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
