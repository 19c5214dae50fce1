import { describe, expect, it } from 'vitest';
import { COURTESY_MAX_TOKENS } from '../../src/detectors/dialogue-courtesy';
import { assistant, user } from '../helpers';
import { fired, LONG_EN } from './positive-feedback-fired';

const call = { id: 'c1', type: 'function', function: { name: 'find_booking', arguments: '{"id":"A1"}' } };

/** A user turn, the assistant's reply, and the user's thanks after it: five turns, the thanks last (index 4). */
const chat = (turns: readonly string[]) => turns.map((t, i) => (i % 2 === 0 ? user(t) : assistant(t)));

describe("gratitude: thanks that return the assistant's own courtesy", () => {
  it.each([
    [['Hi', 'Hi there, how are you?', 'Fine.', "I'm fine, thank you.", 'Thanks.']],
    [['Do you like dogs?', 'Yes, very much.', 'Cool, me too.', 'Thanks for asking!', 'Thank you.']],
    [['hello', 'thanks!', 'You are lost?', 'thank you', "You're welcome. Thank you."]],
    [['What should I do?', 'I have things to do.', 'Ok.', 'thank you for chatting with me.', 'Ty']],
    [['Hallo', 'Hallo, wie geht es dir?', 'Gut.', 'Mir geht es gut, danke.', 'Danke.']],
    [['你好', '你好吗？', '还行。', '我很好，谢谢。', '谢谢！']],
  ])('quiet: %j', (turns) => {
    expect(fired(chat(turns))).toEqual([]);
  });

  it.each([
    // The assistant's thanks come with a booking number: thanks for it.
    [['I need a table.', 'For what time?', 'At five.', 'Thank you, booked: number 46063.', 'Thanks!']],
    // A closing offer closes a task done.
    [['Book it please.', 'Done.', 'Ok.', 'Thank you! Anything else?', 'No, thanks!']],
  ])('fires: %j', (turns) => {
    expect(fired(chat(turns))).toEqual(['4:gratitude']);
  });

  it('fires after work: a tool call since the user turn', () => {
    expect(
      fired([
        user('Find my booking A1.'),
        assistant('', [call]),
        { role: 'tool', content: '{"status":"confirmed"}', tool_call_id: 'c1' },
        assistant('Thank you for waiting.'),
        user('Thanks!'),
      ]),
    ).toEqual(['4:gratitude']);
  });

  it(`boundary: ${COURTESY_MAX_TOKENS} tokens return courtesy, one more may carry help`, () => {
    const twelve = 'Thank you for asking, it is very kind of you to ask.';
    const thirteen = 'Thank you for asking, it is very very kind of you to ask.';
    expect(fired(chat(['Hi', 'Hello, how are you?', 'Fine.', twelve, 'Thanks.']))).toEqual([]);
    expect(fired(chat(['Hi', 'Hello, how are you?', 'Fine.', thirteen, 'Thanks.']))).toEqual(['4:gratitude']);
  });

  it('"thanks again" after feedback and the assistant\'s thanks thanks for the help once more', () => {
    expect(
      fired(chat(['How do I reset it?', LONG_EN, 'It works now, thank you!', 'Thank you!', 'Thanks again!'])),
    ).toEqual(['2:success', '4:gratitude']);
  });
});

describe('gratitude: thanks that close a chat, not a service', () => {
  it.each([
    [['Is that because he is a small dog?', 'i m not sure.', 'OK thanks for talking with me, bye bye.']],
    [['Depends. Now I go with the strawberry.', 'ok cupcake.', 'Thanks, have a nice day. Bye!']],
    [
      [
        "You don't eat, do you?",
        "I do eat, I'm just a vegetarian",
        'OK. Well, I have to go. Thanks for chatting. Bye.',
      ],
    ],
    [['Do you like movies?', 'I am not sure, maybe.', 'Thanks, good talking to you']],
    [['Was machst du so?', 'Ich weiß nicht genau.', 'Danke, tschüss! Schönen Tag noch.']],
    [['Tu aimes le cinéma ?', 'Je ne sais pas trop.', 'Merci, bonne journée !']],
  ])('quiet: %j', (turns) => {
    expect(fired([user('Hi'), assistant('Hello! Chocolate or strawberry?'), ...chat(turns)])).toEqual([]);
  });

  it.each([
    // A request answered: the goodbye thanks for the answer.
    [['Can you tell me when the museum opens?', 'It opens at nine.', 'Thanks, bye!']],
    [['Please find me a cheap hotel.', 'The Grand is cheap.', 'Thanks, have a nice day!']],
    // A question about the world answered (no self word): served.
    [['When does the museum open?', 'At nine on weekdays.', 'Thanks, bye!']],
    // Long work: thanks for it.
    [['How do I reset it?', LONG_EN, 'Thanks, bye!']],
  ])('fires: %j', (turns) => {
    expect(fired([user('Hi'), assistant('Hello!'), ...chat(turns)])).toEqual(['4:gratitude']);
  });

  it('a goodbye after a closing offer closes the task', () => {
    expect(fired(chat(['I need a taxi.', 'Booked. Anything else?', 'No, thanks, bye!']))).toEqual(['2:gratitude']);
  });

  it('boundary: a short remark about something else than itself, or a longer one about itself', () => {
    // The user answers the assistant's question, so the remark after it is not read as one on their own news.
    const opening = [user('Hi'), assistant('Hello! What do you think?')];
    const twelve = 'well that is the way the cookie crumbles in the big city';
    expect(fired([...opening, ...chat(['Hmm.', twelve, 'Thanks, bye!'])])).toEqual([]);
    const thirteen = 'well that is the way the cookie crumbles in the big old city';
    expect(fired([...opening, ...chat(['Hmm.', thirteen, 'Thanks, bye!'])])).toEqual(['4:gratitude']);
    const aboutItself = 'well I think that is the way the cookie crumbles in the big old city';
    expect(fired([...opening, ...chat(['Hmm.', aboutItself, 'Thanks, bye!'])])).toEqual([]);
  });

  it('hostile: a huge farewell turn stays quiet; a huge remark is work', () => {
    const opening = [user('Hi'), assistant('Hello! What do you think?')];
    expect(fired([...opening, ...chat(['Hmm.', 'i am not sure.', 'Thanks, bye! '.repeat(5_000)])])).toEqual([]);
    const long = 'i am not sure about that at all '.repeat(2_000);
    expect(fired([...opening, ...chat(['Hmm.', long, 'Thanks, bye!'])])).toEqual(['4:gratitude']);
  });
});

describe('gratitude: thanks for a wish or a compliment on the answer the assistant asked for', () => {
  it.each([
    ['What are you writing?', 'A novel about a circus.', 'That sounds fun. I hope that you publish it!'],
    ['Do you find it hard to live with it?', 'Yes, sometimes.', 'I hope that your days get easier.'],
    ['Is your fiance well?', 'She is abroad now.', "Hopefully your fiance won't catch the virus."],
    ['Do you have a cat yourself?', 'Yes, a grey one named Chase.', "That's a great name for a cat."],
    ['Do you want a boy or a girl?', 'A girl, I think.', 'That is so admirable.'],
  ])('quiet: %s → %s → %s → "Thanks!"', (question, answer, remark) => {
    expect(fired([user('Hi'), assistant(question), user(answer), assistant(remark), user('Thanks!')])).toEqual([]);
  });

  it('fires when the user asked: the wish comes with an answer', () => {
    expect(
      fired([
        user('Hi'),
        assistant('Hello!'),
        user('Where is the station?'),
        assistant('It is on Main Street. I hope that you find it!'),
        user('Thanks!'),
      ]),
    ).toEqual(['4:gratitude']);
  });

  it('boundary: "I hope that helps" is no wish to the user (a courtesy formula of its own)', () => {
    expect(
      fired([
        user('Hi'),
        assistant('What do you need?'),
        user('My router.'),
        assistant(`${LONG_EN} I hope that helps.`),
        user('Thanks!'),
      ]),
    ).toEqual(['4:gratitude']);
  });
});

describe('gratitude: "as soon as I find it" puts the task off', () => {
  const opening = [
    user('I want to cancel my trip.'),
    assistant('I need the reservation ID to cancel it. It is in your confirmation e-mail.'),
  ];

  it.each([
    ["Thanks, I'll let you know as soon as I find it."],
    ["I'll do that and reach out as soon as I find it. Thank you!"],
    ['Danke, sobald ich es habe, melde ich mich.'],
    ['En cuanto lo encuentre le escribo, gracias.'],
  ])('quiet: %s, and the thanks after the goodbye that follows', (deferral) => {
    expect(
      fired([...opening, user(deferral), assistant("You're welcome! Take your time to find it."), user('Thank you!')]),
    ).toEqual([]);
  });

  it('fires after work: a promise to come back on trouble is a sign-off after help', () => {
    expect(
      fired([user('How do I reset it?'), assistant(LONG_EN), user("Thanks, I'll reach out if it breaks again.")]),
    ).toEqual(['2:gratitude']);
  });
});

describe("gratitude: thanks in the answer to the assistant's small talk about how the user is", () => {
  it.each([
    [['How are you feeling this morning?', 'i m good, how about you', "I'm well caffeinated, thank you."]],
    [['Hello?', 'i m good how are', 'Not unwell, thank you.']],
  ])('quiet: %j', (turns) => {
    expect(fired(chat(turns))).toEqual([]);
  });

  it(`boundary: a message over ${COURTESY_MAX_TOKENS} tokens that asks how the user is after a fix is thanked for`, () => {
    const fix = 'I have reset your password and unlocked the account for you, how about you now';
    expect(fired(chat(['I am locked out of my account.', fix, 'All good now, thank you.']))).toEqual(['2:gratitude']);
    const short = 'i m good, how about you';
    expect(fired(chat(['I am locked out of my account.', short, 'All good now, thank you.']))).toEqual([]);
  });

  it("thanks again after the user's own feedback still count", () => {
    expect(
      fired(
        chat([
          'How do I reset it?',
          LONG_EN,
          'It worked, thank you!',
          'Great! How are you otherwise',
          'Thanks again for your help!',
        ]),
      ),
    ).toEqual(['2:success', '4:gratitude']);
  });
});
