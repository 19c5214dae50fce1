/**
 * Precision corpus of the user's own words: the same phrase fires when the user writes it and
 * stays quiet inside quotation marks, block quotes, code, control tokens and the middle of a
 * long pasted message.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

/** Neutral filler for pasted documents (about 60 characters a sentence). */
const para = (chars: number): string =>
  'The quarterly report lists revenue, costs and staffing plans. '.repeat(Math.ceil(chars / 62)).slice(0, chars);

const fire: PrecisionCase[] = [
  { why: 'own words beside a quotation', messages: ['He replied "sure, no problem" and this is useless'] },
  {
    why: 'own words after a block quote',
    messages: ['> Please restart the router\nI did, and it still fails. This is useless.'],
  },
  { why: 'own words after code', messages: ["```\nnpm run build\n```\nThis doesn't work"] },
  {
    why: 'own words after a control token',
    messages: ['[INST] This is useless [/INST]', 'Sorry.', '<user> You are useless'],
  },
  { why: 'phrase in the first 300 characters of a long message', messages: [`This is useless. ${para(1500)}`] },
  {
    why: 'phrase in the last 300 characters of a long message',
    messages: [`${para(1500)} Honestly, this is useless.`],
  },
  {
    why: 'shouting in own words beside quoted text',
    messages: [
      'Where is the vase I ordered?',
      'It was delivered this morning.',
      'Box says "fragile" AND IT STILL ARRIVED SMASHED, UNBELIEVABLE',
    ],
  },
  { why: 'apostrophes are not quotes', messages: ["I don't get it, it's useless"] },
  { lang: 'jpn', why: '括弧の外の不満', messages: ['「東京駅」までと言ったのに、全然ダメです。'] },
  { lang: 'fra', why: 'apostrophe dans un mot', messages: ["L'application ne marche pas, c'est nul"] },
  { lang: 'deu', why: 'Zitat und eigene Worte', messages: ['Er schrieb „alles gut“, aber das funktioniert nicht.'] },
  { lang: 'cmn', why: '引号外的抱怨', messages: ['他说“马上好”，结果还是不行，浪费时间'] },
];

const quiet: PrecisionCase[] = [
  { why: 'complaint in double quotes', messages: ['Translate "this is useless" into Spanish'] },
  { why: 'complaint in single quotes', messages: ["What is the tone of 'what a waste of time' in this email?"] },
  {
    why: 'complaint in a block quote',
    messages: ['> This is useless, I want my money back\nDraft a polite answer to this customer.'],
  },
  { why: 'shouting in a block quote', messages: ['> WHY IS MY ORDER STILL NOT HERE\nSummarise this ticket.'] },
  { why: 'complaint in inline code', messages: ['Rename the constant `NOT_WORKING` to `BROKEN`'] },
  { why: 'punctuation in a fenced block', messages: ['```\nalert("Error!!!")\n```\nWhy is the alert shown twice'] },
  { why: 'control tokens only', messages: ['Cancel it', 'Cancelled.', '###TRANSFER### ###STOP###'] },
  {
    why: 'complaint in the middle of a long pasted document',
    messages: [`Summarise: ${para(600)} This is useless and a waste of time. ${para(600)}`],
  },
  { why: 'run of marks in the middle of a long prompt', messages: [`${para(700)} Wow!!! ${para(700)}`] },
  { why: 'unclosed quote does not hide the words after it', messages: ['The 5" screen is fine, thanks'], at: 0 },
  { lang: 'jpn', why: '括弧内の不満', messages: ['「全然ダメです」という口コミに返信を書いて'] },
  { lang: 'cmn', why: '引号内的抱怨', messages: ['请把“浪费时间”翻译成英文'] },
  { lang: 'fra', why: 'guillemets', messages: ['Traduis « ça ne marche pas » en anglais'] },
  { lang: 'deu', why: 'Anführungszeichen', messages: ['Übersetze „das funktioniert nicht“ ins Englische'] },
  { lang: 'spa', why: 'cita', messages: ['Traduce "no funciona" al inglés'] },
];

precisionSuite('own words', 'interaction.frustration', { fire, quiet });
