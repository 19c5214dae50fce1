/**
 * Precision corpus of the user's own words: the same phrase fires when the user writes it and
 * stays quiet inside quotation marks (also across paragraphs), block quotes, code, control
 * tokens, the block under a lead-in line ("Here is the text:") and the middle of a long pasted
 * message.
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
  {
    why: 'own words after a pasted block, past the blank line',
    messages: [
      'Here is the text:\nOur new release ships on Monday with faster search.\n\nThat was it. This is useless!',
    ],
  },
  {
    why: 'quoting the assistant to say it is wrong',
    messages: [
      'How many legs does a spider have?',
      'A spider has six legs.',
      'You said "six legs", that\'s just wrong.',
    ],
  },
  {
    why: 'own words after a quotation spanning paragraphs',
    messages: ['"Roses bloom in May.\n\nTulips bloom in April."\n\nYou changed my poem again, this is useless.'],
  },
  { why: 'a colon inside the line is not a lead-in', messages: ['Update: this is useless, it still crashes'] },
  {
    lang: 'deu',
    why: 'eigene Worte nach dem eingefügten Text',
    messages: ['Hier ist der Text:\nDer Zug fährt um neun.\n\nDas funktioniert nicht!'],
  },
  { lang: 'cmn', why: '粘贴内容之后的抱怨', messages: ['翻译以下内容：\n明天的会议改到下午。\n\n还是不行，浪费时间'] },
  {
    lang: 'fra',
    why: 'après le texte collé',
    messages: ["Voici le texte :\nLe train part à midi.\n\nÇa ne marche pas, c'est nul"],
  },
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
  {
    why: 'complaint in the block under a lead-in line',
    messages: ['The ticket reads:\nThis is useless, a total waste of time!!!\n\nWrite a calm reply to it.'],
  },
  {
    why: 'complaint in a quotation spanning paragraphs',
    messages: ['"This app is useless.\n\nA waste of time and money."\n\nWrite a polite reply to this review.'],
  },
  {
    why: 'profanity in a quotation opened with a space after a colon',
    messages: ['Part two of the story: " Damn, this is useless," she said, and left the room.'],
  },
  {
    lang: 'deu',
    why: 'Text unter einer Einleitung',
    messages: ['Übersetze folgenden Text:\nDas funktioniert nicht, so ein Mist.\n\nDanke'],
  },
  { lang: 'cmn', why: '冒号引出的粘贴内容', messages: ['翻译以下内容：\n这个软件太垃圾了，浪费时间\n\n谢谢'] },
  { lang: 'jpn', why: '貼り付けた文', messages: ['次の文を英訳してください：\n全然ダメです。\n\nお願いします。'] },
  {
    lang: 'spa',
    why: 'texto pegado',
    messages: ['Revisa este texto:\nNo funciona, es una pérdida de tiempo.\n\nGracias.'],
  },
  {
    lang: 'fra',
    why: 'guillemets sur deux paragraphes',
    messages: ["« Ça ne marche pas.\n\nC'est nul. »\nTraduis ce texte."],
  },
];

precisionSuite('own words', 'interaction.frustration', { fire, quiet });
