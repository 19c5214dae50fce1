/**
 * Precision corpus of contractions: written without the apostrophe ("dont", "im", "thats") or with
 * a typographic one (’, ´), a contraction matches the same phrases and token lists; a contraction
 * spelled like a word of its own ("id", "ill", "well", "were") counts as a lone token only written
 * with its apostrophe. All cases written by us.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

const REFUSAL = 'I am unable to change calendar events.';

precisionSuite('contractions: frustration', 'interaction.frustration', {
  fire: [
    {
      why: 'confusion about the assistant, no apostrophes',
      messages: ['Move my meeting to Friday', REFUSAL, 'I dont understand why you cant do this'],
    },
    { why: 'confusion, curly apostrophe', messages: ['Move my meeting to Friday', REFUSAL, 'I don’t get it'] },
    { why: 'confusion, acute accent as apostrophe', messages: ['Explain the tax rule', 'It is 3b.', 'I´m lost'] },
    { why: 'confusion, "im"', messages: ['Explain the tax rule', 'It is 3b.', 'im confused'] },
    {
      why: 'complaint, "doesnt"',
      messages: ['Fix my regex', 'Use ^a+$ instead.', 'this doesnt work at all'],
    },
    { why: 'insult, "youre"', messages: ['Fix my regex', 'Use ^a+$ instead.', 'youre useless'] },
    { why: '"its" in a phrase: the phrase is the context', messages: ['Plot the data', 'Done.', 'its not clear'] },
  ],
  quiet: [
    { why: '"ill" is a word: an ill relative', messages: ['Draft a sick-leave note', 'Sure.', 'My mother is ill'] },
    {
      why: '"ill" as "I\'ll" in a plain promise',
      messages: ['Can you check the log?', 'Please send it.', 'ill send the log tomorrow'],
    },
    { why: '"were" is a word', messages: ['Where is my parcel?', 'In transit.', 'were you able to track it?'] },
    { why: '"well" opening a reply', messages: ['Name a fruit', 'An apple.', 'well, i guess that works'] },
    { why: '"cant wait" is eagerness', messages: ['Any news on the launch?', 'It ships Monday.', 'i cant wait'] },
    {
      why: 'confusion about the user’s own problem, not the assistant',
      messages: ['Hi', 'Hello! How can I help?', 'i dont understand why my script stops at line 4'],
    },
  ],
});

const satisfied: PrecisionCase[] = [
  {
    why: 'an identifier "id" is not the assistant speaking of itself',
    messages: ['Book the 9am train', 'Your booking id is QX4L9.', 'nice'],
  },
  { why: '"thats great"', messages: ['Book the 9am train', 'Booked, seat 12A.', 'thats great'] },
  { why: 'curly apostrophe', messages: ['Book the 9am train', 'Booked, seat 12A.', 'that’s perfect'] },
];

precisionSuite('contractions: positive feedback', 'interaction.positive_feedback.', {
  fire: satisfied,
  quiet: [
    { why: 'negated without apostrophe', messages: ['Write a haiku', 'Here it is.', 'i dont love it'] },
    { why: '"isnt" negates', messages: ['Write a haiku', 'Here it is.', 'it isnt great'] },
    {
      why: 'assistant speaks of itself with "im": a "nice" is chit-chat',
      messages: ['Do you get tired?', 'Im a program, so no.', 'nice'],
    },
  ],
});
