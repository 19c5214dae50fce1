import { describe, expect, it } from 'vitest';
import { FRAGMENT_MAX_TOKENS, IN_SITU_MIN_TOKENS } from '../../src/detectors/echo-query';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const CLARIFICATION = ['2:interaction.misalignment.clarification'];

describe('repair: a question asked again as a fragment after a reply that passed it over', () => {
  it.each([
    ['eng', 'What does your sister do?', 'She earns a lot every month!', 'for what?'],
    ['eng', 'What did he die of?', 'He passed away last spring.', 'Of what?'],
    ['eng', 'Where are you going tonight?', 'I have plans, I must leave soon.', 'To where?'],
    ['deu', 'Was macht deine Schwester?', 'Sie verdient sehr viel Geld.', 'Für was?'],
    ['fra', 'Où vas-tu ce soir ?', 'Je dois partir bientôt.', 'Vers où ?'],
    ['spa', '¿Qué hace tu hermana?', 'Gana mucho dinero cada mes.', '¿Para qué?'],
    ['por', 'Onde você vai hoje?', 'Preciso sair logo.', 'Para onde?'],
    // Asked in place: the question word closes the question.
    ['cmn', '她做什么？', '她每个月挣很多钱。', '为了什么？'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual(CLARIFICATION);
  });

  it.each([
    // The reply asked something: the fragment answers or queries its question.
    ['eng', 'What does your sister do?', 'Do you have a sister too?', 'For what?'],
    // Another unknown than the question's: a follow-up on the answer.
    ['eng', 'What is your name?', 'My name is Sam.', 'From where?'],
    // The earlier turn asked nothing with that word.
    ['eng', 'I like old cameras.', 'I take photos every day.', 'Of what?'],
    ['eng', 'Where do you live?', 'I earn a lot every month.', 'For what?'],
    // No preposition of the group: examples asked for, or a reason.
    ['eng', 'What does your sister do?', 'She earns a lot every month!', 'Like what?'],
    ['spa', '¿Qué hace tu hermana?', 'Gana mucho dinero cada mes.', '¿Por qué?'],
    ['cmn', '她做什么？', '她每个月挣很多钱。', '为什么？'],
    // More than the fragment: the question word does not close the turn, or a word comes between.
    ['eng', 'What does your sister do?', 'She earns a lot every month!', 'For what job?'],
    ['eng', 'What does your sister do?', 'She earns a lot every month!', 'For exactly what?'],
    // A typo is not read as the preposition.
    ['fra', 'Où vas-tu ce soir ?', 'Je dois partir bientôt.', 'Depuls où ?'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it(`asks in place with at least ${IN_SITU_MIN_TOKENS} tokens before the question word; a shorter turn is a fragment`, () => {
    const reply = 'I collect old maps.';
    expect(misalignmentIn('eng', exchange('you visit what?', reply, 'For what?'))).toEqual(CLARIFICATION);
    expect(misalignmentIn('eng', exchange('visit what?', reply, 'For what?'))).toEqual([]);
    expect(misalignmentIn('eng', exchange('like what?', reply, 'For what?'))).toEqual([]);
  });

  it(`holds at most ${FRAGMENT_MAX_TOKENS} tokens (a Han character is one)`, () => {
    const request = '她做什么？';
    const reply = '她每个月挣很多钱。';
    expect(misalignmentIn('cmn', exchange(request, reply, '为了什么？'))).toEqual(CLARIFICATION);
    expect(misalignmentIn('cmn', exchange(request, reply, '关于什么？'))).toEqual(CLARIFICATION);
    // 为了 + 什么意思: six tokens.
    expect(misalignmentIn('cmn', exchange('她说什么意思？', reply, '为了什么意思？'))).toEqual([]);
  });

  it('never in the first user turn, and hostile input does not throw', () => {
    expect(misalignmentIn('eng', [assistant('She earns a lot.'), user('For what?')])).toEqual([]);
    expect(() =>
      misalignmentIn('eng', exchange('what\u0301?', '\u202e'.repeat(10_000), 'for\u200b what?')),
    ).not.toThrow();
    expect(() => misalignmentIn('eng', exchange('what '.repeat(5_000), 'ok.', 'for what?'))).not.toThrow();
  });
});
