/**
 * Precision corpus for positive feedback (gratitude, satisfaction, success): feedback on what the
 * assistant did, never the first turn, thanks in advance, the acceptance of a proposal, or filler
 * before the next question or request. Sentences written for this corpus.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

const GRATITUDE = 'interaction.positive_feedback.gratitude';
const SATISFACTION = 'interaction.positive_feedback.satisfaction';
const SUCCESS = 'interaction.positive_feedback.success';

const fire: PrecisionCase[] = [
  {
    why: 'satisfaction: a judgement of the help after an answer to a factual question',
    messages: ['Is the pool heated in winter?', 'Yes, it is kept at 28 degrees all year.', 'Great, that helps!'],
    type: SATISFACTION,
  },
  {
    lang: 'spa',
    why: 'satisfaction after a booking request',
    messages: ['Reserva una mesa para cuatro, por favor.', 'Listo, mesa para cuatro a las nueve.', '¡Genial!'],
    type: SATISFACTION,
  },
  {
    lang: 'cmn',
    why: 'satisfaction: a judgement of the help after the answer to a question about a place',
    messages: ['那家酒店离地铁站远吗？', '步行五分钟就到地铁站。', '太好了，很有帮助'],
    type: SATISFACTION,
  },
  {
    lang: 'jpn',
    why: 'satisfaction once the booking is done',
    messages: ['明日の夜、二名で予約をお願いします。', '予約が完了しました。予約番号は4411です。', '良かったです。'],
    type: SATISFACTION,
  },
  {
    why: 'thanks once the fix worked',
    messages: ['My loop skips the last row.', 'Use `i < rows.length` instead of `- 1`.', 'That worked, thanks!'],
    type: SUCCESS,
  },
  {
    why: 'plain thanks for an answer',
    messages: ['What time zone is Lisbon in?', 'Lisbon uses Western European Time.', 'Thank you!'],
    type: GRATITUDE,
  },
  {
    why: 'closing thanks after the task is done',
    messages: [
      'Please cancel order 5521.',
      'Order 5521 is cancelled; the refund takes five days.',
      "Thanks, that's all I needed. Have a good day.",
    ],
    type: GRATITUDE,
  },
  {
    why: 'satisfaction with a draft',
    messages: ['Rewrite my bio in three lines.', 'Here is a three-line version.', 'This is exactly what I needed.'],
    type: SATISFACTION,
  },
  {
    why: 'success: it builds now',
    messages: ['npm fails with EACCES.', 'Fix the cache folder owner, then retry.', 'Perfect, it builds now.'],
    type: SUCCESS,
  },
  {
    why: 'understanding after an explanation',
    messages: [
      'Why is my join doubling rows?',
      'Both tables hold two rows per key.',
      'Ah I see, that makes sense now.',
    ],
    type: SUCCESS,
  },
  {
    why: '"no problem, thanks": the courtesy negator does not cancel the thanks',
    messages: ['Can you move my table to 8pm?', 'Sorry for the wait; it is now at 8pm.', 'No problem, thanks a lot.'],
    type: GRATITUDE,
  },
  {
    why: 'praise for the work',
    messages: ['Draft a short apology email.', 'Here is the draft.', 'Great job, you nailed it.'],
    type: SATISFACTION,
  },
  {
    why: 'an answer that ends the chat ("No, that\'s all") followed by thanks',
    messages: ['Book the 7am train.', 'Booked. Anything else?', "No, that's all. Thank you so much!"],
    type: GRATITUDE,
  },
  {
    why: 'thanks after the assistant only acted through a tool',
    messages: [
      'Restart the staging server.',
      {
        role: 'assistant',
        content: '',
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'restart', arguments: '{}' } }],
      },
      'Thanks, it is back up.',
    ],
    type: GRATITUDE,
  },
  {
    lang: 'spa',
    why: 'gracias once the booking changed',
    messages: ['¿Puedes cambiar mi reserva al viernes?', 'Listo, la reserva está el viernes.', '¡Muchas gracias!'],
    type: GRATITUDE,
  },
  {
    lang: 'spa',
    why: 'it works now',
    messages: ['Mi impresora no imprime.', 'Reinstala el controlador.', 'Ahora funciona, qué alivio.'],
    type: SUCCESS,
  },
  {
    lang: 'deu',
    why: 'danke after the fix',
    messages: ['Mein Skript bricht ab.', 'Setze die Variable vor dem Aufruf.', 'Hat funktioniert, vielen Dank!'],
  },
  {
    lang: 'deu',
    why: 'praise',
    messages: ['Fasse den Text zusammen.', 'Hier ist die Zusammenfassung.', 'Super, genau was ich brauche.'],
  },
  {
    lang: 'fra',
    why: 'merci after the answer',
    messages: ["Quel est l'horaire du musée ?", 'Il ouvre de 9h à 18h.', 'Merci beaucoup !'],
    type: GRATITUDE,
  },
  {
    lang: 'fra',
    why: 'it works now',
    messages: ['Mon code plante.', 'Ajoute un test sur la valeur nulle.', 'Ça marche maintenant, parfait.'],
  },
  {
    lang: 'por',
    why: 'obrigado after the task',
    messages: ['Pode cancelar meu pedido?', 'Pedido cancelado.', 'Obrigado, era isso.'],
  },
  {
    lang: 'por',
    why: 'worked',
    messages: ['O app não abre.', 'Limpe o cache e abra de novo.', 'Funcionou! Valeu.'],
  },
  {
    lang: 'cmn',
    why: '谢谢 closing after the information',
    messages: ['这家餐厅的电话是多少？', '电话是12345678。', '好的，谢谢！没有问题了。'],
    type: GRATITUDE,
  },
  {
    lang: 'cmn',
    why: 'understood',
    messages: ['酒店离地铁站远吗？', '步行五分钟。', '明白了，太感谢了！'],
  },
  {
    lang: 'jpn',
    why: 'ありがとう after the booking is done',
    messages: ['明日の席を予約したいです。', '予約が完了しました。予約番号は42です。', 'ありがとうございます。'],
    type: GRATITUDE,
  },
  {
    lang: 'jpn',
    why: 'understood and thanks, nothing more asked',
    messages: ['最寄り駅はどこですか。', '最寄り駅は中央駅です。', 'わかりました。ご丁寧にありがとうございました。'],
  },
];

const quiet: PrecisionCase[] = [
  {
    why: 'a bare reaction to a fact the assistant answered in a few words ("Great!"), nothing done',
    messages: ['Is the pool heated in winter?', 'Yes, it is kept at 28 degrees all year.', 'Great!'],
  },
  {
    lang: 'cmn',
    why: 'a bare 太好了 reacting to the answer to a question about a place',
    messages: ['那家酒店离地铁站远吗？', '步行五分钟就到地铁站。', '太好了'],
  },
  {
    why: 'chit-chat: "that\'s awesome" reacting to news the assistant told',
    messages: [
      'There was a launch today?',
      'Yes, the heavy rocket launched from the Cape this morning.',
      "That's awesome",
    ],
  },
  {
    lang: 'deu',
    why: 'chit-chat: "super" reacting to a fact',
    messages: ['Was ist E-Sport?', 'Wettkämpfe in Videospielen, vor Publikum.', 'Super'],
  },
  {
    why: 'chit-chat: "cool" reacting to a remark the assistant volunteered',
    messages: ['Hey, how is it going?', 'Pretty good, I just got back from fishing.', 'Cool!'],
  },
  {
    why: 'chit-chat: "nice" after the answer to a personal question',
    messages: ['So what do you do for work?', 'I teach piano to kids.', 'Nice'],
  },
  {
    lang: 'spa',
    why: 'chit-chat: "qué bien" after a personal answer',
    messages: ['¿Y tú qué haces los fines de semana?', 'Yo salgo a correr por el parque.', 'Qué bien'],
  },
  {
    lang: 'deu',
    why: 'chit-chat: "super" after a personal answer',
    messages: ['Was machst du beruflich?', 'Ich bin Bäcker in einem kleinen Dorf.', 'Super'],
  },
  {
    lang: 'cmn',
    why: 'chit-chat: 太好了 after a personal answer',
    messages: ['你周末一般做什么？', '我喜欢去爬山。', '太好了'],
  },
  { why: 'thanks in the opening request is courtesy', messages: ['Thanks! I need a packing list for a beach trip.'] },
  {
    why: 'thanks in advance',
    messages: ['Hi', 'Hello! How can I help?', 'Please check my essay for typos. Thanks in advance.'],
  },
  {
    why: 'accepting a proposal before anything was done',
    messages: ['Move my booking to Friday.', 'I can move it to Friday at 10am. Shall I go ahead?', 'Yes, thank you!'],
  },
  {
    why: '"go ahead, thank you" accepts an action, it does not judge one',
    messages: [
      'Upgrade my seat.',
      'The upgrade costs $40. Would you like me to proceed?',
      'Yes, please go ahead, thank you!',
    ],
  },
  {
    why: '"got it" as filler before the next question',
    messages: ['When does the pool open?', 'At 7am on weekdays.', 'Got it. And what about Friday?'],
  },
  {
    why: '"oh I see" before a new question',
    messages: ['What does -r do?', 'It copies folders recursively.', 'Oh I see. What does -p do then?'],
  },
  {
    why: 'thanks followed by a new request',
    messages: ['Fix the header.', 'The header is fixed.', 'Thanks. Can you also add a footer?'],
  },
  {
    why: 'satisfaction followed by the next instruction',
    messages: ['Write step 1.', 'Step 1: define the state.', 'Awesome. Now for step 2.'],
  },
  {
    why: 'contrast with a negative clause: a complaint, not thanks',
    messages: ['Fix the import.', 'Try this version.', 'Thanks, but it still fails.'],
  },
  {
    why: 'counterfactual: "should have" cancels the success phrase',
    messages: ['The cache keeps old values.', 'Clear it with the flag.', 'That should have fixed it, nothing changed.'],
  },
  { why: 'negated praise', messages: ['Explain closures.', 'A closure keeps its scope.', 'Not helpful.'] },
  { why: 'sarcasm', messages: ['Deploy it.', 'Deployment failed.', 'Great, another error.'] },
  {
    why: 'a greeting formula is not satisfaction',
    messages: ['Hi, I am Sam.', 'Hi Sam, I am your assistant.', 'Nice to meet you!'],
  },
  { why: 'relief is not gratitude', messages: ['Is the office open?', 'It is closed today.', 'Thank god, a day off.'] },
  {
    why: 'adjective inside a request',
    messages: ['Hello', 'Hi! What can I do?', 'Write a great title for my post about hiking.'],
  },
  {
    why: 'praise used as filler before the next instruction',
    messages: ['Write an opening paragraph.', 'Here is the opening paragraph.', 'Great. Change it to third person.'],
  },
  {
    why: '"now" and an imperative: the next instruction',
    messages: ['Define the word.', 'It means a lack of certainty.', 'Great, now cite two dictionaries for it.'],
  },
  {
    lang: 'jpn',
    why: '良かったです before a new request (たいんですけど)',
    messages: ['予約をお願いします。', '予約が完了しました。', '良かったです。予約番号を控えておきたいんですけど。'],
  },
  {
    why: 'a question without a question mark',
    messages: ['How do I say hello in French?', 'Bonjour.', 'How to say thank you in French'],
  },
  {
    why: '"I would appreciate" asks for something not yet given',
    messages: ['My flight was delayed.', 'I am sorry about the delay.', 'I would appreciate some compensation for it.'],
  },
  {
    why: 'the answer to "how are you"',
    messages: ['Hi there', 'Hello! How are you today?', 'Good, thanks for asking.'],
  },
  {
    why: 'thanks for the time after no help: a polite close, not feedback',
    messages: ['Refund my ticket.', 'This fare cannot be refunded.', "Then I'll keep it. Thanks for your time."],
  },
  {
    lang: 'deu',
    why: 'danke trotzdem',
    messages: ['Storniere meinen Flug.', 'Das ist bei diesem Tarif nicht möglich.', 'Schade. Danke trotzdem.'],
  },
  {
    lang: 'cmn',
    why: '还是谢谢',
    messages: ['帮我退票。', '这张票不能退。', '好吧，还是谢谢。'],
  },
  {
    lang: 'spa',
    why: 'gracias de antemano',
    messages: ['Hola', '¡Hola! ¿En qué te ayudo?', 'Revisa mi carta, por favor. Gracias de antemano.'],
  },
  {
    lang: 'spa',
    why: 'gracias pero sigue fallando',
    messages: ['Arregla el script.', 'Prueba esta versión.', 'Gracias, pero sigue sin funcionar.'],
  },
  {
    lang: 'deu',
    why: 'danke im Voraus',
    messages: ['Hallo', 'Hallo! Wie kann ich helfen?', 'Prüf bitte meinen Text. Danke im Voraus!'],
  },
  {
    lang: 'deu',
    why: 'danke aber es geht nicht',
    messages: ['Repariere den Import.', 'Versuch diese Version.', 'Danke, aber es funktioniert immer noch nicht.'],
  },
  {
    lang: 'fra',
    why: "merci d'avance",
    messages: ['Bonjour', 'Bonjour ! Que puis-je faire ?', "Corrige ma lettre, s'il te plaît. Merci d'avance !"],
  },
  {
    lang: 'fra',
    why: 'merci followed by a new question',
    messages: ['Quand ouvre le musée ?', 'À 9h.', 'Merci. Et le dimanche ?'],
  },
  {
    lang: 'por',
    why: 'obrigado desde já',
    messages: ['Oi', 'Olá! Como posso ajudar?', 'Revise meu texto, por favor. Obrigado desde já!'],
  },
  {
    lang: 'por',
    why: 'obrigado mas ainda falha',
    messages: ['Conserte o script.', 'Tente esta versão.', 'Obrigado, mas ainda não funciona.'],
  },
  {
    lang: 'cmn',
    why: '谢谢 in the first turn',
    messages: ['你好，我想订一家四星级酒店，谢谢。'],
  },
  {
    lang: 'cmn',
    why: '谢谢 before a new request',
    messages: ['故宫的地址是什么？', '地址是景山前街4号。', '谢谢，然后帮我找一家附近的酒店。'],
  },
  {
    lang: 'cmn',
    why: '明白了 before the next question',
    messages: ['几点开门？', '九点开门。', '明白了，那门票多少钱？'],
  },
  {
    lang: 'jpn',
    why: 'ありがとう before the next question',
    messages: ['二泊できますか。', '申し訳ありません、満室です。', 'ありがとうございます。では一泊ではどうですか？'],
  },
  {
    lang: 'jpn',
    why: 'わかりました as filler before a new request',
    messages: [
      '駐車場はありますか。',
      'はい、無料の駐車場がございます。',
      'わかりました。あと、近くのレストランも教えてください。',
    ],
  },
];

precisionSuite('positive feedback', 'interaction.positive_feedback.', { fire, quiet });
