import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';
import { LONG_EN } from './positive-feedback-fired';

/** A request, a reply that serves it, in each language. */
const SERVED: Record<string, readonly [string, string]> = {
  eng: ['Explain how to reset the router.', LONG_EN],
  deu: ['Buche den Tisch um 19 Uhr.', 'Erledigt, der Tisch ist gebucht.'],
  fra: ["Ajoute le rendez-vous à l'agenda.", "C'est fait."],
  spa: ['Explica cómo reiniciar el router.', 'Pasos:\n1. Abre la configuración.\n2. Pulsa reiniciar.'],
  por: ['Explique como reiniciar o roteador.', 'Passos:\n1. Abra as configurações.\n2. Pressione reiniciar.'],
  jpn: ['7時の席を予約してください。', '予約しました。'],
  cmn: ['帮我订七点的桌子。', '好的，已经订好了。'],
};

/** The positive-feedback signals of the user's turn after a served request. */
const after = (language: string, text: string) => {
  const [request, reply] = SERVED[language]!;
  return analyzeFamily(
    [user('Hi.'), assistant('Hello!'), user(request), assistant(reply), user(text)],
    'interaction.positive_feedback.',
    { language },
  ).signals.map((s) => `${s.messageIndex}:${s.type.split('.').pop()}`);
};

describe('satisfaction: praise hedged in its own sentence is faint praise or sarcasm', () => {
  it.each([
    ['eng', 'That very nearly made sense, good job!'],
    ['eng', 'Good job, it almost works'],
    ['eng', 'Well done, not quite there'],
    ['deu', 'Fast richtig, gut gemacht'],
    ['fra', 'Presque, bon travail'],
    ['spa', 'Casi lo logras, buen trabajo'],
    ['por', 'Quase lá, bom trabalho'],
    ['jpn', 'ほぼ完璧です'],
    ['cmn', '差不多，很满意'],
  ])('quiet (%s): %s', (language, text) => {
    expect(after(language, text)).toEqual([]);
  });

  it.each([
    ['eng', 'That made sense, good job!'],
    ['eng', 'Good job, it works'],
    ['deu', 'Richtig, gut gemacht'],
    ['fra', 'Bon travail'],
    ['spa', 'Buen trabajo'],
    ['por', 'Bom trabalho'],
    ['jpn', '完璧です'],
    ['cmn', '很满意'],
  ])('fires (%s): %s', (language, text) => {
    expect(after(language, text)).toEqual(['4:satisfaction']);
  });

  it('boundary: a hedge in another sentence qualifies something else', () => {
    expect(after('eng', 'I almost gave up. Good job!')).toEqual(['4:satisfaction']);
    expect(after('eng', 'I almost gave up, good job!')).toEqual([]);
  });

  it('a hedge counts only as written: one letter from it is another word', () => {
    expect(after('eng', 'That early draft was rough, good job now')).toEqual(['4:satisfaction']);
  });

  it('hostile input: many hedges and long praise', () => {
    expect(after('eng', `${'almost '.repeat(5000)}good job`)).toEqual([]);
    expect(after('eng', `${'almost. '.repeat(5000)}good job`)).toEqual(['4:satisfaction']);
    expect(after('eng', 'almost \ud800 good job 😡')).toEqual([]);
  });
});
