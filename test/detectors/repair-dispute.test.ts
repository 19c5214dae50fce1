import { describe, expect, it } from 'vitest';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: the user disputes the answer or says it did not answer the question', () => {
  it.each([
    ['eng', 'What is the capital of Australia?', 'It is Sydney.', 'You are wrong, it is Canberra.'],
    ['eng', 'When was the band formed?', 'In 1964.', "Nope... you're wrong, 1968."],
    ['eng', 'Is the sun yellow?', 'The sun is actually green.', 'That is not true.'],
    ['eng', 'Who invented it?', 'McDonalds in 1975.', 'That is false. It was in the 1930s.'],
    ['eng', 'Solve x + 2 = 5.', 'x = 7.', 'You made a mistake in step 2.'],
    [
      'eng',
      'Which religion is oldest?',
      'There is a replica of the White House in Atlanta.',
      "You didn't answer my question",
    ],
    ['eng', 'Are you a real person?', 'The term princess is a title.', "That doesn't answer my question."],
    ['eng', 'What did Elmo testify about?', 'He was the only one to testify.', 'I see. My question was what he said.'],
    ['deu', 'Was ist die Hauptstadt?', 'Es ist Sydney.', 'Du hast meine Frage nicht beantwortet.'],
    ['deu', 'Rechne 2 + 2.', 'Das ergibt 5.', 'Du hast einen Fehler gemacht.'],
    ['fra', 'Quelle est la capitale ?', "C'est Sydney.", "Tu n'as pas répondu à ma question."],
    ['spa', '¿Cuál es la capital?', 'Es Sídney.', 'Eso no es cierto, es Canberra.'],
    ['spa', '¿Cuál es la capital?', 'Me gusta el café.', 'No respondiste mi pregunta.'],
    ['por', 'Qual é a capital?', 'É Sydney.', 'Você não respondeu minha pergunta.'],
    ['cmn', '澳大利亚的首都是哪里？', '是悉尼。', '你说错了，是堪培拉。'],
    ['jpn', 'オーストラリアの首都はどこですか？', 'シドニーです。', '質問に答えていません。'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // Not at the start of its clause: the words do not dispute the answer.
    ['eng', 'Do you agree?', 'I think so.', "I don't think you're wrong."],
    ['eng', 'Any news?', 'Tell me more.', 'My brother says that is not true of his school.'],
    ['eng', 'Any news?', 'Tell me more.', 'Whatever my question was, I forgot it.'],
    ['deu', 'Gibt es Neues?', 'Erzähl mehr.', 'Meine Kollegen glauben sie irren sich nie.'],
    ['spa', '¿Novedades?', 'Cuéntame más.', 'Mi jefe dice que eso no es cierto para él.'],
  ])('quiet (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual([]);
  });

  it('boundary: a clause start is the start of the message or the token after punctuation', () => {
    expect(typesIn('eng', turn('Capital?', 'Sydney.', 'Sorry, you are wrong.'))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('Capital?', 'Sydney.', 'Sorry you are wrong.'))).toEqual([]);
  });

  it('hostile: never the first user turn; shouting, repeats and long text', () => {
    expect(typesIn('eng', [user("You didn't answer my question"), assistant('Hello!')])).toEqual([]);
    expect(typesIn('eng', turn('x', 'y', 'YOU ARE WRONG!!!!!'))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('x', 'y', 'you are wrong '.repeat(500)))).toEqual(CORRECTION);
    expect(typesIn('eng', turn('x', 'y', 'z'.repeat(20000)))).toEqual([]);
  });
});
