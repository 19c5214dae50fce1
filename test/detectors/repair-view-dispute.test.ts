import { describe, expect, it } from 'vitest';
import { exchange, misalignmentIn } from '../helpers';

const CORRECTION = ['2:interaction.misalignment.correction'];

describe('correction: a dispute of the assistant view only disagrees', () => {
  it.each([
    ['eng', "I'll give you buttons for your birthday.", "I don't think buttons make people happy.", 'You are wrong'],
    ['eng', 'News flash: you live in that world now.', 'I do not think buttons make people happy.', "You're wrong."],
    ['eng', 'What do you think about the new mayor?', 'I think he is a good mayor.', 'Wrong answer.'],
    ['eng', 'Nice weather today.', 'Yeah, I think summer is the best season.', "That's not right."],
    ['eng', 'Cats are great.', 'Sure. In my opinion, cats rule the world.', 'That is wrong'],
    ['deu', 'Ich schenke dir Knöpfe.', 'Ich glaube, Knöpfe machen niemanden glücklich.', 'Das stimmt nicht.'],
    ['deu', 'Was hältst du von Katzen?', 'Ich finde Katzen langweilig.', 'Du liegst falsch.'],
    ['fra', 'Je te donne des boutons.', 'Je pense que les boutons ne rendent personne heureux.', 'Tu te trompes.'],
    ['spa', 'Te regalo botones.', 'Creo que los botones no hacen feliz a nadie.', 'Eso es incorrecto.'],
    ['por', 'Vou te dar botões.', 'Eu acho que botões não fazem ninguém feliz.', 'Está errado.'],
    ['cmn', '我送你纽扣。', '我觉得纽扣不会让人快乐。', '这是错的'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual([]);
  });

  it.each([
    // The user asked for a fact, not a view: the dispute sets right the answer.
    ['eng', 'What is the capital of Australia?', 'I think it is Sydney.', 'You are wrong, it is Canberra.'],
    ['deu', 'Was ist die Hauptstadt von Australien?', 'Ich glaube, es ist Sydney.', 'Das stimmt nicht.'],
    // No view: a fact said unprompted and disputed.
    ['eng', 'Nice weather today.', 'Summer is the coldest season.', 'That is wrong.'],
    // The last sentence states a fact after the view.
    ['eng', 'Nice.', "I don't think buttons help. Buttons are made of glass.", 'You are wrong'],
    // About what the user said: not a dispute phrase.
    ['eng', 'I have two kids.', 'I think you have three kids.', 'No, I said I have two kids.'],
    ['eng', 'Buttons are nice.', 'I think you said buttons are ugly.', 'I never said that.'],
  ])('still a correction (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(misalignmentIn(language, exchange(request, reply, next))).toEqual(CORRECTION);
  });

  it('boundary: the view must open the last sentence, only confirmation words before it', () => {
    const at = (reply: string) => misalignmentIn('eng', exchange('Buttons are fun.', reply, 'You are wrong'));
    expect(at('I think buttons are boring.')).toEqual([]);
    expect(at('Yes, I think buttons are boring.')).toEqual([]);
    expect(at('Buttons, I think, are boring.')).toEqual(CORRECTION);
    expect(at('Buttons are boring, I think.')).toEqual(CORRECTION);
  });

  it('boundary: a question of the user that asks for a view, or asks nothing', () => {
    const after = (request: string) =>
      misalignmentIn('eng', exchange(request, 'I think it is a good city.', 'You are wrong'));
    expect(after('Paris is nice.')).toEqual([]);
    expect(after('What do you think of Paris?')).toEqual([]);
    expect(after('Is Paris in France?')).toEqual(CORRECTION);
    expect(after('Can you tell me about Paris')).toEqual(CORRECTION);
  });

  it('hostile input: a reply of views and a long run of disputes', () => {
    const messages = exchange('hi there', 'Yes. '.repeat(2000) + 'I think so.', 'You are wrong. '.repeat(1000));
    expect(() => misalignmentIn('eng', messages)).not.toThrow();
    expect(misalignmentIn('eng', messages)).toEqual([]);
    const odd = exchange('\u0000\ud800', '\u200bI think\u0301 so', 'You are wrong \ud83d');
    expect(() => misalignmentIn('eng', odd)).not.toThrow();
  });
});
