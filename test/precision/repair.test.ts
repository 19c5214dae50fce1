/**
 * Precision corpus of the repair family (correction, rephrase, clarification): sentences written
 * for this test, in every shipped language, that must or must not count as the user repairing
 * the conversation.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

const CORRECTION = 'interaction.misalignment.correction';
const REPHRASE = 'interaction.misalignment.rephrase';
const CLARIFICATION = 'interaction.misalignment.clarification';

const fire: PrecisionCase[] = [
  {
    why: '"no, I said…" after a wrong booking',
    messages: [
      'Book a table for two at 7 tonight',
      'Done: a table for four at 7 pm.',
      'No, I said two people, not four.',
    ],
    type: CORRECTION,
  },
  {
    why: '"I meant" naming the right person',
    messages: ['Send the slides to Anna', 'Sent them to Hannah.', 'Sorry, I meant Anna from finance.'],
    type: CORRECTION,
  },
  {
    why: '"that\'s wrong" about the answer',
    messages: [
      'Convert 5 miles to km',
      'Five kilometres is about 3.1 miles.',
      "That's wrong, I wanted miles to kilometres.",
    ],
    type: CORRECTION,
  },
  {
    why: 'mistake acknowledged in its own clause',
    messages: [
      'Look up order 5521 please',
      'I could not find an order 5521 on your account.',
      'My mistake, the number is 5512.',
    ],
    type: CORRECTION,
  },
  {
    why: '"let me rephrase" after an off-target answer',
    messages: [
      'What is the capital of Australia?',
      'Sydney is the largest city in Australia.',
      'Let me rephrase: which city is the seat of government?',
    ],
    type: REPHRASE,
  },
  {
    why: '"in other words" restating the request',
    messages: [
      'Summarise the article I pasted',
      'Here is a summary of a recent article about climate policy.',
      'In other words, I need the key points of my article, not another one.',
    ],
    type: REPHRASE,
  },
  {
    why: '"to clarify" restating the travel date',
    messages: [
      'Find me flights to Lisbon on Friday',
      'Here are flights to Lisbon on Saturday.',
      'To clarify, I need to fly out on Friday morning.',
    ],
    type: CLARIFICATION,
  },
  {
    why: 'a clarification that goes on with a new question is still a clarification',
    messages: [
      'Which plan has roaming?',
      'Our plans start at ten euros a month.',
      'I was asking about roaming, which plan includes it?',
    ],
    type: CLARIFICATION,
  },
  {
    why: 'the same question again after it was ignored',
    messages: [
      'how do i undo my last git commit',
      'Git is a version control system first released in 2005.',
      'how do i undo my last git commit',
    ],
    type: REPHRASE,
  },
  {
    why: 'the same request again with a word added, after the assistant said it did not understand',
    messages: [
      'how do i undo my last git commit',
      "Sorry, I don't understand what you are asking.",
      'how do i undo my last git commit safely',
    ],
    type: REPHRASE,
  },
  {
    why: '"no, it\'s…" contradicting a plain statement',
    messages: [
      'Is the museum open tomorrow?',
      'The city museum is open every Monday.',
      "No, it's closed on Mondays, I checked.",
    ],
    type: CORRECTION,
  },
  {
    why: '"no, I…" contradicting a negated statement about the user',
    messages: [
      'Book the usual room for me',
      "I see you don't have a loyalty card with us.",
      'No, I have one, the number is on my profile.',
    ],
    type: CORRECTION,
  },
  {
    why: '"I\'m not asking for X" where X is what the assistant did',
    messages: [
      'My blender arrived broken',
      'I have started a refund for the blender; it will reach your card in five days.',
      "I'm not asking for a refund, I want a new blender sent out.",
    ],
    type: CLARIFICATION,
  },
  {
    lang: 'deu',
    why: 'the same question with a word added after "das ergibt keinen Sinn" from the assistant',
    messages: [
      'Wie lange fährt der Zug nach Basel',
      'Ihre Frage ergibt keinen Sinn für mich.',
      'Wie lange fährt der Zug nach Basel heute',
    ],
    type: REPHRASE,
  },
  {
    why: 'a long request re-sent with the same words after an answer that broke off',
    messages: [
      'Explain the above training loop line by line for a beginner, with simple words and a short example for every step',
      'Sure. 1. The training loop starts by setting the model to training mode. 2. For every batch, the',
      'Explain the below training loop line by line for a beginner, with simple words and a short example for every step',
    ],
    type: REPHRASE,
  },
  {
    why: 'a chit-chat question the bot skipped, asked again',
    messages: ['What is your favourite film?', 'I like to go hiking on weekends.', 'What is your favourite film?'],
    type: REPHRASE,
  },
  {
    lang: 'spa',
    why: '"quise decir" correcting the city',
    messages: [
      'Busca hoteles en Sevilla',
      'Aquí tienes hoteles en Valencia.',
      'Perdón, quise decir Sevilla, no Valencia.',
    ],
    type: CORRECTION,
  },
  {
    lang: 'spa',
    why: '"en otras palabras" restating',
    messages: [
      'Necesito el total de ventas por mes',
      'Las ventas son importantes para cualquier negocio.',
      'En otras palabras, quiero una tabla con las ventas de cada mes.',
    ],
    type: REPHRASE,
  },
  {
    lang: 'spa',
    why: '"me refiero a" pointing at the right thing',
    messages: [
      'Cambia el color del botón',
      'He cambiado el color del fondo.',
      'Me refiero al botón de enviar, no al fondo.',
    ],
    type: CLARIFICATION,
  },
  {
    lang: 'deu',
    why: '"ich meinte" correcting the date',
    messages: [
      'Trag den Termin für Dienstag ein',
      'Der Termin steht jetzt am Donnerstag.',
      'Ich meinte Dienstag, nicht Donnerstag.',
    ],
    type: CORRECTION,
  },
  {
    lang: 'deu',
    why: '"du hast mich falsch verstanden"',
    messages: [
      'Schreib eine kurze Absage an den Kunden',
      'Hier ist eine ausführliche Zusage an den Kunden.',
      'Du hast mich falsch verstanden, es soll eine Absage sein.',
    ],
    type: CORRECTION,
  },
  {
    lang: 'deu',
    why: '"mit anderen Worten" restating',
    messages: [
      'Wie viele Tage Urlaub habe ich noch',
      'Urlaub ist wichtig für die Erholung.',
      'Mit anderen Worten: wie viele Urlaubstage bleiben mir dieses Jahr?',
    ],
    type: REPHRASE,
  },
  {
    lang: 'fra',
    why: '"je voulais dire" correcting the time',
    messages: ['Réserve une table à 20 h', 'C’est fait pour 21 h.', 'Je voulais dire 20 h, pas 21 h.'],
    type: CORRECTION,
  },
  {
    lang: 'fra',
    why: '"tu as mal compris"',
    messages: [
      'Traduis ce paragraphe en anglais',
      'Voici un résumé du paragraphe.',
      'Tu as mal compris, je veux une traduction complète.',
    ],
    type: CORRECTION,
  },
  {
    lang: 'fra',
    why: '"autrement dit" restating',
    messages: [
      'Quel est le délai de livraison',
      'Nous livrons dans toute la France.',
      'Autrement dit, combien de jours faut-il attendre le colis ?',
    ],
    type: REPHRASE,
  },
  {
    lang: 'por',
    why: '"eu quis dizer" correcting the product',
    messages: [
      'Adicione o fone azul ao carrinho',
      'Adicionei o fone preto ao carrinho.',
      'Eu quis dizer o azul, não o preto.',
    ],
    type: CORRECTION,
  },
  {
    lang: 'por',
    why: '"não foi isso que eu pedi"',
    messages: [
      'Faça uma lista de compras para o jantar',
      'Aqui está uma receita de lasanha.',
      'Não foi isso que eu pedi, quero só a lista.',
    ],
    type: CORRECTION,
  },
  {
    lang: 'por',
    why: '"em outras palavras" restating',
    messages: [
      'Quanto custa o plano anual',
      'Temos vários planos para você.',
      'Em outras palavras, qual é o preço do plano de um ano?',
    ],
    type: REPHRASE,
  },
  {
    lang: 'cmn',
    why: '"我的意思是" clarifying',
    messages: ['帮我找一家安静的咖啡馆', '附近有一家很热闹的酒吧。', '我的意思是适合看书的咖啡馆。'],
    type: CLARIFICATION,
  },
  {
    lang: 'cmn',
    why: '"你理解错了"',
    messages: ['把这段话翻译成英文', '好的，这是这段话的摘要。', '你理解错了，我要的是翻译。'],
    type: CORRECTION,
  },
  {
    lang: 'cmn',
    why: '"换句话说" restating',
    messages: ['这个手机能用多久', '这款手机的屏幕很大。', '换句话说，电池能撑多久？'],
    type: REPHRASE,
  },
  {
    lang: 'jpn',
    why: '"そうじゃなくて" correcting',
    messages: ['明日の天気を教えて', '今日は晴れです。', 'そうじゃなくて、明日の天気です。'],
    type: CORRECTION,
  },
  {
    lang: 'jpn',
    why: '"言い換えると" restating',
    messages: ['この薬はいつ飲めばいいですか', 'この薬は頭痛に効きます。', '言い換えると、食前と食後のどちらですか？'],
    type: REPHRASE,
  },
  {
    lang: 'jpn',
    why: '"私が言いたいのは" clarifying',
    messages: [
      '駅から近いホテルを探して',
      '市内には多くのホテルがあります。',
      '私が言いたいのは、駅から歩いて五分以内のホテルです。',
    ],
    type: CLARIFICATION,
  },
];

const quiet: PrecisionCase[] = [
  {
    why: 'the same lead-in line before another pasted text is another request',
    messages: [
      'Write the next section of the guide:\nH2: Choosing a tent (about 100 words)\n- size\n- weight',
      'A good tent matches the group size and stays light enough to carry on long hikes.',
      'Write the next section of the guide:\nH2: Packing food (about 100 words)\n- calories\n- storage',
    ],
  },
  {
    lang: 'deu',
    why: 'dieselbe Einleitung vor einem anderen Text',
    messages: [
      'Übersetze bitte folgenden Text ins Englische:\nDer Bus fährt um acht Uhr ab.',
      'The bus leaves at eight.',
      'Übersetze bitte folgenden Text ins Englische:\nDas Museum ist montags geschlossen.',
    ],
  },
  {
    why: '"no" declining "anything else?"',
    messages: ['Cancel my gym membership', 'It is cancelled. Anything else?', "No, that's all, thanks!"],
  },
  {
    why: '"no, I…" answering a yes/no question',
    messages: [
      'I want to cancel my booking',
      'Shall I cancel the whole trip? You would lose the hotel deposit.',
      "No, I'll keep the hotel and drop the flight only.",
    ],
  },
  {
    why: '"no, I…" declining an offer made without a question mark',
    messages: [
      'My flight was cancelled and I need a refund',
      'I cannot issue a refund for this fare. I can transfer you to a human agent; let me know if you would like that.',
      "No, I don't want to be transferred, I want the refund.",
    ],
  },
  {
    lang: 'spa',
    why: '"no" declining an offer',
    messages: [
      'Quiero cambiar mi vuelo',
      'Puedo buscar otra fecha. Avísame si quieres que lo haga.',
      'No, no me interesa.',
    ],
  },
  {
    why: '"no, I…" answering a question in the middle of a chatty message',
    messages: ['hi there', 'Hello! Do you have any pets? I have two cats.', "No, I don't have any pets."],
  },
  {
    why: 'a mistake in the world is the reason for a request',
    messages: [
      'Hi',
      'Hello! How can I help you today?',
      'I made a mistake booking the wrong date, can you move it to the 14th?',
    ],
  },
  {
    why: 'idiom "not that it matters"',
    messages: [
      'Order the blue mug',
      'The blue mug is in your cart.',
      'Not that it matters, but is it dishwasher safe?',
    ],
  },
  {
    why: 'clarification phrase used to confirm (tag question)',
    messages: ['I want the shirt', 'We have it in blue and red.', 'Just to be clear, the blue one costs 20, right?'],
  },
  {
    why: 'clarification after a confirmation',
    messages: ['Help with a refund', 'Is it reservation ZX81QP you mean?', "Yes, that's the booking I'm referring to."],
  },
  {
    why: 'the first user turn is never a repair',
    messages: ['I meant to ask yesterday: how do I export my contacts?'],
  },
  {
    why: 'a refinement with a new number is not a rephrase',
    messages: [
      'find hotels in rome under 100 euros',
      'There are no hotels in Rome under 100 euros on those dates.',
      'find hotels in rome under 150 euros',
    ],
  },
  {
    why: 'another item in the same request is not a rephrase',
    messages: [
      'Write a poem about autumn in the style of Keats',
      'Season of mists and mellow fruitfulness, the orchards bow…',
      'Write a poem about autumn in the style of Dickinson',
    ],
  },
  {
    why: 'a progress report in the same template',
    messages: [
      'I turned off airplane mode. Status bar: no signal. What should I try next?',
      'Please restart the phone and check the status bar again.',
      'I restarted the phone. Status bar: no signal. What should I try next?',
    ],
  },
  {
    why: 'an answer that repeats the identifier',
    messages: [
      'My order AB7731 never arrived',
      'Could you confirm the order number for me?',
      'The order number is AB7731',
    ],
  },
  {
    why: 'asking for more of what the assistant gave',
    messages: [
      'give me five names for a bakery',
      'Here are five names for your bakery: Crumb & Co, Rise, Golden Loaf, Flour Hour, Sweet Knead.',
      'give me five more names for a bakery',
    ],
  },
  {
    why: 'a signature repeated in every message',
    messages: [
      'Please check invoice status. Kind regards, Maria Lopez, Acme Logistics',
      'The invoice was paid on Monday.',
      'Can you send the receipt? Kind regards, Maria Lopez, Acme Logistics',
      'The receipt is attached.',
      'Thanks, and the delivery note? Kind regards, Maria Lopez, Acme Logistics',
      'Here is the delivery note.',
      'Please also add my colleague. Kind regards, Maria Lopez, Acme Logistics',
    ],
  },
  {
    why: '"continue" again after a long answer',
    messages: [
      'Write a 2000-word story about a lighthouse keeper',
      'Chapter 1. The lamp had burned for forty years without fail, and Elias had tended it every night…',
      'Continue writing please',
      'Chapter 2. The storm arrived before dawn, rattling the glass of the lantern room…',
      'Continue writing please',
    ],
  },
  {
    lang: 'cmn',
    why: '"继续" twice is asking for more, not a rephrase',
    messages: [
      '写一篇关于长城的文章',
      '长城是中国古代的伟大工程……',
      '继续写',
      '长城东起山海关，西至嘉峪关……',
      '继续写',
    ],
  },
  {
    lang: 'spa',
    why: '"no" declining "¿algo más?"',
    messages: ['Quiero pagar la factura', 'Listo, ya está pagada. ¿Algo más?', 'No, eso es todo, gracias.'],
  },
  {
    lang: 'spa',
    why: 'a mistake in the world',
    messages: [
      'Hola',
      'Hola, ¿en qué puedo ayudarte?',
      'Me equivoqué de fecha al reservar el vuelo y necesito cambiarla.',
    ],
  },
  {
    lang: 'deu',
    why: '"ich meine" as a filler',
    messages: ['Wie wird das Wetter morgen', 'Morgen wird es sonnig und warm.', 'Ich meine, dann kann ich ja grillen.'],
  },
  {
    lang: 'deu',
    why: '"Korrektur" as a proofreading request',
    messages: [
      'Ich habe einen Brief geschrieben',
      'Schön! Wie kann ich helfen?',
      'Kannst du eine Korrektur von meinem Brief machen?',
    ],
  },
  {
    lang: 'fra',
    why: '"non, je…" answering a question',
    messages: [
      'Je veux annuler ma réservation',
      'Voulez-vous aussi annuler l’assurance ?',
      'Non, je garde l’assurance.',
    ],
  },
  {
    lang: 'fra',
    why: '"correction" as a proofreading request',
    messages: [
      'J’ai écrit une lettre de motivation',
      'Très bien, que puis-je faire ?',
      'Peux-tu faire une correction de ma lettre ?',
    ],
  },
  {
    lang: 'por',
    why: 'a mistake in the world',
    messages: ['Oi', 'Olá! Como posso ajudar?', 'Me enganei na data da reserva do hotel, pode mudar para sábado?'],
  },
  {
    lang: 'por',
    why: '"correção" as a proofreading request',
    messages: [
      'Escrevi um e-mail para o meu chefe',
      'Legal! Quer ajuda com ele?',
      'Quero uma correção do texto antes de enviar.',
    ],
  },
  {
    lang: 'cmn',
    why: 'another item (restaurants, then sights) is not a rephrase',
    messages: ['这家酒店周边有哪些餐馆？', '周边有全聚德和东来顺。', '这家酒店周边有哪些景点？'],
  },
  {
    lang: 'cmn',
    why: 'a refinement with a new price',
    messages: ['推荐一家价格在300元以内的酒店', '抱歉，没有找到符合条件的酒店。', '推荐一家价格在500元以内的酒店'],
  },
  {
    lang: 'jpn',
    why: 'a mistake in the world (the booking date)',
    messages: ['こんにちは', 'こんにちは。ご用件をどうぞ。', '予約の日付を間違えました。変更できますか？'],
  },
  {
    why: '"no, it is…" agreeing with a negated statement and going on',
    messages: [
      'We walked through the old harbour yesterday',
      'The old harbour is not very lively in winter.',
      'no it is really quiet there after October',
    ],
  },
  {
    lang: 'deu',
    why: '"nein, das…" agreeing with a negated statement',
    messages: [
      'Ich war gestern im Stadtpark',
      'Der Stadtpark ist im Winter nicht besonders schön.',
      'Nein, das ist wirklich trist.',
    ],
  },
  {
    lang: 'fra',
    why: '"non, c\'est…" agreeing with a negated statement',
    messages: ['Je suis passé au musée du port', "Le musée du port n'est pas très grand.", "Non, c'est tout petit."],
  },
  {
    why: 'a "No" value in a pasted status list, then a sentence on the next line',
    messages: [
      'My phone has no signal',
      'Please run the network check and paste what it shows.',
      'Here is the check:\nSIM detected: No\nRoaming: No\nIt says the SIM is missing, what now?',
    ],
  },
  {
    why: '"I\'m not asking for X" as a counter-offer: X is not what the assistant offered',
    messages: [
      'My train was four hours late, I want compensation',
      'I am sorry, but your ticket type is not eligible for compensation under our policy.',
      "I'm not asking for my money back, how about a voucher for my next trip?",
    ],
  },
  {
    why: 'a wider request after the assistant did what was asked',
    messages: [
      'Write a haiku about autumn',
      'Crisp leaves drift and fall / a cold wind hums through bare trees / the year exhales slow',
      'Write a haiku about autumn rain',
    ],
  },
  {
    why: 'a word added to a story prompt after the scene was written',
    messages: [
      'Mara finds a key under the bridge. Write that scene with dialogue.',
      '"What is this?" Mara whispered, turning the rusty key in her fingers. The river hissed below her...',
      'Mara finds a glowing key under the bridge. Write that scene with dialogue.',
    ],
  },
  {
    why: 'asking for more of the same, in the same words, after it was given',
    messages: [
      'add two more chapters to the outline',
      'Here are two additional chapters: 9. The Return, 10. The Harbour.',
      'add two more chapters to the outline',
    ],
  },
  {
    lang: 'deu',
    why: '"mehr" asks for more ideas after the first ones',
    messages: [
      'Nenn mir Ideen für ein Picknick im Park',
      'Gern: Obstsalat, Wraps, Limonade und ein Frisbee.',
      'Nenn mir mehr Ideen für ein Picknick im Park',
    ],
  },
  {
    lang: 'jpn',
    why: 'a relaxed criterion ("なくてもいい") is a refinement',
    messages: [
      '駐車場が無料の旅館を探しています',
      '申し訳ございません。条件に合う旅館がございません。',
      '駐車場は無料じゃなくてもいいので、旅館を探していただけますか',
    ],
  },
  {
    lang: 'jpn',
    why: '"any … is fine" ("どこでもいい") answering the assistant\'s question is a refinement',
    messages: [
      'この辺りでカフェを探すのを手伝ってもらえますか',
      'かしこまりました。ご希望の条件はございますか。',
      'この辺りのカフェなら、どこでもいいですよ。',
    ],
  },
  {
    why: 'a long story prompt re-sent with a sentence cut, after the scene was written',
    messages: [
      'The old captain hides the treasure map inside a hollow oak. His daughter watches from the window. Write that scene with vivid details and dialogue.',
      'Captain Reyes pressed the treasure map into the hollow oak, glancing over his shoulder. Rain drummed on the roof of the cottage. "No one must know," he muttered...',
      'The old captain hides the treasure map inside a hollow oak. Write that scene with vivid details and dialogue.',
    ],
  },
  {
    lang: 'jpn',
    why: '"訂正" as a proofreading request',
    messages: ['メールを書きました', 'どのようにお手伝いしましょうか？', 'この文章の訂正をお願いできますか？'],
  },
];

precisionSuite('repair', 'interaction.misalignment.', { fire, quiet });
