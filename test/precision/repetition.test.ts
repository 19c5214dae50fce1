/**
 * Precision corpus of the repetition family: assistant replies, written for this test in every
 * shipped language, that must or must not count as the assistant repeating itself.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

const EXACT = 'interaction.repetition.exact';
const NEAR = 'interaction.repetition.near_duplicate';

/** A canned reply given to two different requests. */
function canned(lang: string | undefined, first: string, second: string, reply: string): PrecisionCase {
  return {
    ...(lang === undefined ? {} : { lang }),
    why: 'the same canned reply to two different requests',
    messages: [first, reply, second, reply],
    type: EXACT,
  };
}

const fire: PrecisionCase[] = [
  canned(
    undefined,
    'Where is my parcel?',
    'Can I change my delivery address?',
    'I am sorry, I can only help with questions about our menu.',
  ),
  {
    why: 'the same question again after the user answered it',
    messages: [
      'hi!',
      'Nice to meet you. What do you do for a living?',
      'I am a nurse at the city hospital',
      'Nice to meet you. What do you do for a living?',
    ],
    type: EXACT,
  },
  {
    why: 'the same troubleshooting step after the user said it was done',
    messages: [
      'My internet is down',
      'Please restart your router and wait two minutes, then try again.',
      'I already restarted it twice',
      'Please restart your router and wait two minutes, then try again.',
    ],
    type: EXACT,
  },
  {
    why: 'the same step reworded slightly',
    messages: [
      'My internet is down',
      'I understand. Please restart your router and wait two minutes before trying again.',
      'Still nothing',
      'I understand. Please restart your router and wait a few minutes before trying again.',
    ],
    type: NEAR,
  },
  {
    why: 'a chit-chat bot stuck in its frame, saying less each time',
    messages: [
      'tell me about you',
      'i do not have a lot of money , but i like to travel .',
      'what do you do on weekends?',
      'i do not have a lot of money .',
    ],
    type: NEAR,
  },
  {
    why: 'the same status while the user asks for an update',
    messages: [
      'Is my ticket resolved?',
      'Your ticket is still open and our team is looking into it.',
      'Any update on ticket 4411? It has been three days.',
      'Your ticket is still open and our team is looking into it.',
    ],
    type: EXACT,
  },
  {
    why: 'an apology loop that never answers',
    messages: [
      'How much is the refund?',
      'I apologize for the confusion. Let me know if there is anything else I can help with.',
      'You did not answer my question about the refund amount',
      'I apologize for the confusion. Let me know if there is anything else I can help with.',
    ],
    type: EXACT,
  },
  {
    why: 'the same identifier and the same template again',
    messages: [
      'Cancel reservation QX12LM',
      'Reservation QX12LM has been cancelled and refunded to your card.',
      'Did it work?',
      'Reservation QX12LM has been cancelled and refunded to your card.',
    ],
    type: EXACT,
  },
  {
    why: 'the same answer three replies later',
    messages: [
      'What are your opening hours?',
      'We are open from nine to five on weekdays.',
      'And on Sunday?',
      'Sorry, I did not catch that.',
      'Are you open on Sunday?',
      'We are open from nine to five on weekdays.',
    ],
    type: EXACT,
  },
  canned(
    'spa',
    '¿Dónde está mi pedido?',
    '¿Puedo cambiar la dirección?',
    'Lo siento, solo puedo ayudarte con preguntas sobre nuestro menú.',
  ),
  {
    lang: 'spa',
    why: 'la misma pregunta después de la respuesta',
    messages: [
      'hola',
      '¿A qué te dedicas en tu tiempo libre?',
      'Me gusta pintar y correr',
      '¿A qué te dedicas en tu tiempo libre?',
    ],
    type: EXACT,
  },
  canned(
    'deu',
    'Wo ist mein Paket?',
    'Kann ich die Adresse ändern?',
    'Es tut mir leid, ich kann nur Fragen zu unserer Speisekarte beantworten.',
  ),
  {
    lang: 'deu',
    why: 'derselbe Schritt, obwohl er schon gemacht wurde',
    messages: [
      'Mein Internet geht nicht',
      'Bitte starten Sie den Router neu und warten Sie zwei Minuten.',
      'Habe ich schon zweimal gemacht',
      'Bitte starten Sie den Router neu und warten Sie zwei Minuten.',
    ],
    type: EXACT,
  },
  canned(
    'fra',
    'Où est mon colis ?',
    'Puis-je changer l’adresse ?',
    'Je suis désolé, je ne peux répondre qu’aux questions sur nos produits.',
  ),
  {
    lang: 'fra',
    why: 'la même excuse sans réponse',
    messages: [
      'Quel est le montant du remboursement ?',
      'Je vous prie de nous excuser pour ce désagrément, nous revenons vers vous rapidement.',
      'Vous n’avez pas répondu à ma question',
      'Je vous prie de nous excuser pour ce désagrément, nous revenons vers vous rapidement.',
    ],
    type: EXACT,
  },
  canned(
    'por',
    'Cadê meu pedido?',
    'Posso mudar o endereço?',
    'Desculpe, só posso ajudar com dúvidas sobre a sua conta.',
  ),
  {
    lang: 'por',
    why: 'a mesma pergunta depois da resposta',
    messages: [
      'oi',
      'Legal! Qual é a sua comida favorita?',
      'Eu adoro feijoada',
      'Legal! Qual é a sua comida favorita?',
    ],
    type: EXACT,
  },
  canned('cmn', '我的外卖到哪了？', '可以改地址吗？', '抱歉，我只能回答关于菜单的问题。'),
  {
    lang: 'cmn',
    why: '用户回答后又问同一个问题',
    messages: ['你好', '你平时喜欢做什么？', '我喜欢爬山和看电影', '你平时喜欢做什么？'],
    type: EXACT,
  },
  canned(
    'jpn',
    '荷物はどこですか？',
    '住所を変更できますか？',
    '申し訳ございません、メニューに関するご質問のみお答えできます。',
  ),
  {
    lang: 'jpn',
    why: '答えた後に同じ質問',
    messages: ['こんにちは', 'お仕事は何をされていますか？', '看護師をしています', 'お仕事は何をされていますか？'],
    type: EXACT,
  },
  {
    why: 'an apology over the same list, after the user said an item was missing',
    messages: [
      'List the opening hours of the nine museums in town',
      'Sure! Here is one list with the hours of the museums:\n- City Museum: open from nine to five, closed on Mondays and during the winter break\n- Railway Museum: open from ten to six every day, guided tours on the hour\n- Art Hall: open from eleven to seven, closed on Tuesdays and on public holidays\n- Toy Museum: open from ten to four on weekends only, free entry for children\n- Science Centre: open from nine to six, last entry one hour before closing\n- Castle: open from ten to five in summer and from ten to three in winter\n- Photo Gallery: open from noon to eight, closed on Sundays\n- Harbour Museum: open from nine to four, tickets only at the door',
      'You left out the Maritime Museum again. The list must have all nine museums.',
      'I apologize. Here are the hours of the museums:\n- City Museum: open from nine to five, closed on Mondays and during the winter break\n- Railway Museum: open from ten to six every day, guided tours on the hour\n- Art Hall: open from eleven to seven, closed on Tuesdays and on public holidays\n- Toy Museum: open from ten to four on weekends only, free entry for children\n- Science Centre: open from nine to six, last entry one hour before closing\n- Castle: open from ten to five in summer and from ten to three in winter\n- Photo Gallery: open from noon to eight, closed on Sundays\n- Harbour Museum: open from nine to four, tickets only at the door',
    ],
    type: EXACT,
  },
  {
    why: 'thanks for small talk, then the same question again',
    messages: [
      'hello',
      'Do you have any pets at home with you?',
      'no, but I like birds',
      'I like to read books in the park.',
      'oh I see, thanks',
      'Do you have any pets at home with you?',
    ],
    type: EXACT,
  },
  {
    lang: 'spa',
    why: 'un agradecimiento por charla, luego la misma pregunta',
    messages: [
      'hola',
      '¿Tienes alguna mascota en casa contigo?',
      'no, pero me gustan los pájaros',
      'Me gusta leer libros en el parque.',
      'vale, gracias',
      '¿Tienes alguna mascota en casa contigo?',
    ],
    type: EXACT,
  },
  {
    why: 'a persona line again after the user asked something new',
    messages: [
      'hi! what do you like?',
      'i like to ride my bike in the park on sundays .',
      'do you have any pets?',
      'i like to ride my bike in the park .',
    ],
    type: NEAR,
  },
  {
    why: 'the same request again gets the same template',
    messages: [
      'Can you find me a hotel near the station?',
      'Certainly, there are several. Do you have any other wishes for the area or the price?',
      'Can you find me a hotel near the station?',
      'Certainly. Do you have any other wishes for the area or the price?',
    ],
    type: NEAR,
  },
  {
    why: 'the same command again on the same path',
    messages: [
      'Find the config file',
      'It is not in this folder. Let me look in the next one.\n```\nls -la /home/app/config\n```',
      'ok',
      'It is not in this folder. Let me look in the next one.\n```\nls -la /home/app/config\n```',
    ],
    type: EXACT,
  },
  {
    why: 'the same draft with a word swapped after "rewrite it differently"',
    messages: [
      'Write a short note from a tired hiker to her friend',
      'Dear Sam, the trail was long and the hills were steep, but the view from the top made every step worth it, and I slept like a stone that night.',
      'Rewrite it in a different way please',
      'Dear Sam, the trail was long and the hills were steep, but the view from the summit made every step worth it, and I slept like a stone that night.',
    ],
    type: EXACT,
  },
  {
    lang: 'fra',
    why: 'une réplique de personnage répétée',
    messages: [
      'salut, tu fais quoi ?',
      'je suis en train de lire un roman policier au soleil .',
      'tu as des animaux ?',
      'je suis en train de lire un roman policier .',
    ],
    type: NEAR,
  },
  {
    why: 'an older version again without being asked',
    messages: [
      'Write a ticket for the login redesign',
      'Title: Login page redesign. Description: We need a new login page with a clear layout, a password reset link and a short help text for first-time users.',
      'Shorter, just the steps please',
      'Steps: open the login page, check the layout, try the reset link. Done when: the page passes review.',
      'Hmm, and who reviews it?',
      'Title: Login page redesign. Description: We need a new login page with a clear layout, a password reset link and a short help text for first-time users.',
    ],
    type: EXACT,
  },
  {
    why: 'asked to go back, but the latest message again',
    messages: [
      'Write a ticket for the login redesign',
      'Title: Login page redesign. Description: We need a new login page with a clear layout, a password reset link and a short help text for first-time users.',
      'go back to the previous version',
      'Title: Login page redesign. Description: We need a new login page with a clear layout, a password reset link and a short help text for first-time users.',
    ],
    type: EXACT,
  },
  {
    why: '"anything else?" again with nothing delivered in between',
    messages: [
      'Thanks, that is all for the hotel.',
      'You are welcome. Is there anything else you need from us today?',
      'Sorry, I also need a bakery near the station.',
      'There is Sunny Bread on Elm Street.',
      'What is the address?',
      'I am not sure about that one.',
      'That is enough, I see.',
      'Is there anything else you need from us?',
    ],
    type: NEAR,
  },
];

const quiet: PrecisionCase[] = [
  {
    why: 'a draft revised by removing the word the user named',
    messages: [
      'Write a title and a short abstract for my talk about build tools',
      'Title: A Technical History of Build Tools\nAbstract: This talk gives a technical tour of how build tools grew from simple scripts to caching, remote execution and the monorepo tooling we use today.',
      'Please drop the word technical everywhere',
      'Title: A History of Build Tools\nAbstract: This talk gives a tour of how build tools grew from simple scripts to caching, remote execution and the monorepo tooling we use today.',
    ],
  },
  {
    why: 'the same closing prompt after the user thanked for a booking',
    messages: [
      'Book a table for two tonight',
      'Your table for two is booked for 20:15. Is there anything else I can help you with?',
      'Can you also find a taxi for 19:45?',
      'A taxi will pick you up at 19:45, confirmation code TX4471.',
      'Thank you! That is everything.',
      'Your table for two is booked for 20:15. Is there anything else I can help you with?',
    ],
  },
  {
    lang: 'jpn',
    why: '項目が終わった後の同じ質問（次の用件の定型文）',
    messages: [
      'ホテルを探しています',
      'かしこまりました。エリアのご希望はございますか。',
      '駅の近くがいいです',
      '駅から徒歩3分のホテル青葉がございます。電話番号は0312345678です。',
      'ありがとうございます。あと、レンタカーも探してほしいです。',
      'かしこまりました。エリアのご希望はございますか。',
    ],
  },
  {
    lang: 'fra',
    why: 'la même question pour un nouveau lieu, après un merci et une nouvelle demande',
    messages: [
      'Connaissez-vous le musée de la Dentelle ?',
      'Oui, bien sûr. Que souhaitez-vous savoir sur ce lieu ?',
      'Il ferme quel jour ?',
      'Il est ouvert tous les jours de la semaine.',
      'Merci ! Et connaissez-vous aussi la boulangerie du Port ?',
      'Oui, bien sûr. Que souhaitez-vous savoir sur ce lieu ?',
    ],
  },
  {
    lang: 'por',
    why: 'um rascunho do qual saiu o trecho que o usuário citou',
    messages: [
      'Escreva um aviso curto sobre a reunião',
      'Assunto: Reunião de equipe\nOlá a todos, a reunião de sexta será na sala grande, às dez horas, com café e bolo para todos. Tragam as ideias para o próximo trimestre.',
      'Tire o trecho "com café e bolo para todos".',
      'Assunto: Reunião de equipe\nOlá a todos, a reunião de sexta será na sala grande, às dez horas. Tragam as ideias para o próximo trimestre.',
    ],
  },
  {
    lang: 'deu',
    why: 'ein Entwurf, aus dem das genannte Wort entfernt wurde',
    messages: [
      'Schreib eine kurze Einladung zum Sommerfest',
      'Betreff: Einladung zum großen Sommerfest\nLiebe Kolleginnen und Kollegen, wir laden euch herzlich zum großen Sommerfest am Freitag im Hof ein. Für Essen und Getränke ist gesorgt, bringt gute Laune mit.',
      'Bitte das Wort großen streichen',
      'Betreff: Einladung zum Sommerfest\nLiebe Kolleginnen und Kollegen, wir laden euch herzlich zum Sommerfest am Freitag im Hof ein. Für Essen und Getränke ist gesorgt, bringt gute Laune mit.',
    ],
  },
  {
    lang: 'cmn',
    why: '用户道谢后，下一个事项的同一句开场白',
    messages: [
      '帮我订一家酒店',
      '好的，请问您对区域有什么要求吗？',
      '靠近火车站',
      '为您预订了车站旁的海景酒店，订单号为HT2291。',
      '谢谢！另外还想找一家餐厅。',
      '好的，请问您对区域有什么要求吗？',
    ],
  },
  {
    why: 'the same template for another reservation',
    messages: [
      'Cancel QX12LM and ZT98PA',
      'Reservation QX12LM has been cancelled and refunded to your card.',
      'and the other one',
      'Reservation ZT98PA has been cancelled and refunded to your card.',
    ],
  },
  {
    why: 'a draft revised with the day the user asked for',
    messages: [
      'Write a note to the team that the report is late',
      'Hi team, quick heads-up: the quarterly report is delayed until Friday. Thanks for your patience.',
      'make it Monday',
      'Hi team, quick heads-up: the quarterly report is delayed until Monday. Thanks for your patience.',
    ],
  },
  {
    why: 'an answer to a follow-up that takes up its words',
    messages: [
      'How do I reset my password?',
      'To reset your password, open Settings, tap Security and choose Reset password.',
      'and in the web app?',
      'To reset your password in the web app, open Settings, click Security and choose Reset password.',
    ],
  },
  {
    why: 'the same message for another e-mail address',
    messages: [
      'Send the invoice to Ana and Bo',
      'I have sent the invoice to ana@example.com and marked the order as paid.',
      'Bo too',
      'I have sent the invoice to bo@example.org and marked the order as paid.',
    ],
  },
  {
    why: 'the same message for another quoted name',
    messages: [
      'Add my two playlists',
      'I have added the playlist "Night Drive" to your library and shared it with you.',
      'and the other',
      'I have added the playlist "Morning Run" to your library and shared it with you.',
    ],
  },
  {
    why: 'another appointment time',
    messages: [
      'Book me in for Tuesday',
      'Your appointment is confirmed for 12 May at 10:00 with Dr Silva.',
      'Also my son on Thursday',
      'Your appointment is confirmed for 14 May at 11:30 with Dr Silva.',
    ],
  },
  {
    why: 'a rewritten draft after the user asked for changes',
    messages: [
      'Write a short product description for our oak table',
      'Our solid oak table brings warmth to any dining room. Crafted by hand from sustainably sourced wood, it seats six comfortably and lasts for generations.',
      'Make it more playful',
      'Our solid oak table brings a smile to any dining room! Hand-made from happy, sustainably sourced trees, it squeezes in six hungry friends and will outlive your sofa.',
    ],
  },
  {
    why: 'different replies that share a greeting',
    messages: [
      'What are your opening hours?',
      'Thanks for asking! We are open from nine to five on weekdays.',
      'Do you deliver?',
      'Thanks for asking! We deliver within the city for a small fee.',
    ],
  },
  {
    why: 'the same question template for another topic',
    messages: ['hi', 'What is your favourite food to cook?', 'pasta', 'What is your favourite animal to see?'],
  },
  {
    why: 'short acknowledgements are not compared',
    messages: ['Check my order', 'Sure, one moment.', 'And the invoice?', 'Sure, one moment.'],
  },
  {
    why: 'a repeat of the reply six messages back is outside the window',
    messages: [
      'q1',
      'We are open from nine to five on weekdays and closed on public holidays.',
      'q2',
      'Delivery takes two to three working days within the country.',
      'q3',
      'You can pay by card, bank transfer or cash on delivery.',
      'q4',
      'Returns are free within thirty days of delivery.',
      'q5',
      'Gift wrapping is available at checkout for a small fee.',
      'q6',
      'Our customer loyalty programme gives you points on every order.',
      'q7',
      'We are open from nine to five on weekdays and closed on public holidays.',
    ],
  },
  {
    lang: 'spa',
    why: 'la misma plantilla para otro pedido',
    messages: [
      'Cancela los pedidos 5521 y 5522',
      'El pedido 5521 ha sido cancelado y el reembolso llegará en tres días.',
      'y el otro',
      'El pedido 5522 ha sido cancelado y el reembolso llegará en tres días.',
    ],
  },
  {
    lang: 'spa',
    why: 'un borrador corregido con lo que pidió el usuario',
    messages: [
      'Escribe un aviso de que la reunión se mueve',
      'Hola a todos, la reunión de equipo se mueve al martes a la misma hora. Gracias.',
      'pon jueves',
      'Hola a todos, la reunión de equipo se mueve al jueves a la misma hora. Gracias.',
    ],
  },
  {
    lang: 'deu',
    why: 'dieselbe Vorlage für eine andere Bestellung',
    messages: [
      'Storniere 7781 und 7782',
      'Die Bestellung 7781 wurde storniert und das Geld wird erstattet.',
      'und die andere',
      'Die Bestellung 7782 wurde storniert und das Geld wird erstattet.',
    ],
  },
  {
    lang: 'deu',
    why: 'ein Entwurf mit dem gewünschten Tag',
    messages: [
      'Schreib eine kurze Nachricht ans Team',
      'Hallo Team, das Meeting findet am Montag um zehn Uhr statt. Danke!',
      'lieber Mittwoch',
      'Hallo Team, das Meeting findet am Mittwoch um zehn Uhr statt. Danke!',
    ],
  },
  {
    lang: 'fra',
    why: 'le même modèle pour une autre réservation',
    messages: [
      'Annule les réservations 3310 et 3311',
      'La réservation 3310 a été annulée et vous serez remboursé sous cinq jours.',
      'et l’autre',
      'La réservation 3311 a été annulée et vous serez remboursé sous cinq jours.',
    ],
  },
  {
    lang: 'fra',
    why: 'un brouillon corrigé avec le jour demandé',
    messages: [
      'Écris un message pour l’équipe',
      'Bonjour à tous, la réunion est déplacée à lundi à dix heures. Merci !',
      'plutôt vendredi',
      'Bonjour à tous, la réunion est déplacée à vendredi à dix heures. Merci !',
    ],
  },
  {
    lang: 'por',
    why: 'o mesmo modelo para outro pedido',
    messages: [
      'Cancele os pedidos 8801 e 8802',
      'O pedido 8801 foi cancelado e o reembolso cai em até cinco dias.',
      'e o outro',
      'O pedido 8802 foi cancelado e o reembolso cai em até cinco dias.',
    ],
  },
  {
    lang: 'por',
    why: 'um rascunho revisado com o dia pedido',
    messages: [
      'Escreva um aviso para a equipe',
      'Oi pessoal, a reunião foi remarcada para segunda às dez horas. Obrigado!',
      'coloca terça',
      'Oi pessoal, a reunião foi remarcada para terça às dez horas. Obrigado!',
    ],
  },
  {
    lang: 'cmn',
    why: '同一模板，另一个订单',
    messages: [
      '帮我查一下两个订单',
      '您的订单12345已经发货，预计明天送达。',
      '另一个呢？',
      '您的订单67890已经发货，预计明天送达。',
    ],
  },
  {
    lang: 'cmn',
    why: '另一个推荐，价格不同',
    messages: [
      '推荐一家酒店',
      '为您推荐北京饭店，价格800元，评分4.7分。',
      '有没有便宜一点的？',
      '为您推荐如家酒店，价格300元，评分4.5分。',
    ],
  },
  {
    lang: 'jpn',
    why: '別の予約番号の同じ案内',
    messages: [
      '二件予約してください',
      'ご予約が完了いたしました。予約番号は48044でございます。',
      'もう一件もお願いします',
      'ご予約が完了いたしました。予約番号は56483でございます。',
    ],
  },
  {
    lang: 'jpn',
    why: '別の日時の確認',
    messages: [
      '予約を確認したい',
      'ご予約は5月12日の10時からでございます。',
      '娘の予約は？',
      'ご予約は5月14日の15時からでございます。',
    ],
  },
  {
    why: 'follow-up answered with the inflected word',
    messages: [
      'Can I change the date of my trip?',
      'I am sorry, but saver fares cannot be changed after purchase under our fare rules. You could cancel the trip and book a new one instead, and I can help you with that right away.',
      'What if I upgraded to a flexible fare first?',
      'I am sorry, but saver fares cannot be changed after purchase under our fare rules. You could cancel the trip and book a new one instead, and I can help you with that right away. Upgrading is not possible either.',
    ],
  },
  {
    lang: 'spa',
    why: 'respuesta con otra forma de la palabra del usuario',
    messages: [
      '¿Puedo cambiar la fecha del viaje?',
      'Lo siento, las tarifas básicas no se pueden cambiar después de la compra según nuestras reglas. Puede cancelar el viaje y reservar otro, y con gusto le ayudo con eso ahora mismo.',
      '¿Y si mejoramos la tarifa primero?',
      'Lo siento, las tarifas básicas no se pueden cambiar después de la compra según nuestras reglas. Puede cancelar el viaje y reservar otro, y con gusto le ayudo con eso ahora mismo. Tampoco se puede mejorar.',
    ],
  },
  {
    lang: 'fra',
    why: 'réponse avec une autre forme du mot demandé',
    messages: [
      'Puis-je changer la date du voyage ?',
      "Désolé, les billets économiques ne peuvent pas être modifiés après l'achat selon nos règles tarifaires. Vous pouvez annuler le voyage et en réserver un autre, et je peux vous aider à le faire tout de suite.",
      'Et si je surclasse mon billet ?',
      "Désolé, les billets économiques ne peuvent pas être modifiés après l'achat selon nos règles tarifaires. Vous pouvez annuler le voyage et en réserver un autre, et je peux vous aider à le faire tout de suite. Le surclassement non plus.",
    ],
  },
  {
    why: 'a clause appended for an "add" request',
    messages: [
      'Write a short note from a tired hiker to her friend',
      'Dear Sam, the trail was long and the hills were steep, and my boots were soaked by noon, but the view from the top made every single step worth it, and after a hot meal by the fire I slept like a stone that night, happy and sore.',
      'Add something about the weather',
      'Dear Sam, the trail was long and the hills were steep, and my boots were soaked by noon, but the view from the top made every single step worth it, and after a hot meal by the fire I slept like a stone that night, happy and sore, under grey skies.',
    ],
  },
  {
    lang: 'deu',
    why: 'ein angehängter Satzteil auf Wunsch',
    messages: [
      'Schreib eine kurze Notiz an meinen Nachbarn',
      'Lieber Herr Klein, vielen Dank für das Gießen der Blumen während unseres langen Urlaubs im Süden, wir haben uns sehr darüber gefreut und bringen Ihnen gern etwas Schönes aus den Bergen mit, herzliche Grüße von uns allen.',
      'Füge bitte noch die Post hinzu',
      'Lieber Herr Klein, vielen Dank für das Gießen der Blumen während unseres langen Urlaubs im Süden, wir haben uns sehr darüber gefreut und bringen Ihnen gern etwas Schönes aus den Bergen mit, herzliche Grüße von uns allen, und danke für die gesammelten Briefe.',
    ],
  },
  {
    why: 'the stock prompt for a new request',
    messages: [
      'Is there a quiet hotel near the harbour?',
      'Certainly, there are several. Do you have any other wishes for the area or the price?',
      'The Harbour Inn sounds fine. Can you also find me a taxi for Saturday morning?',
      'Certainly. Do you have any other wishes for the area or the price?',
    ],
  },
  {
    lang: 'jpn',
    why: '新しい依頼に同じ定型文',
    messages: [
      '駅の近くで夕食ができる店を探してください',
      '申し訳ございません。その条件ですと、ご案内できるところがございませんでした。いかがいたしますか。',
      'では、川沿いの旅館も探してもらえますか',
      '申し訳ございません。その条件ですと、ご案内できるところがございません。',
    ],
  },
  {
    lang: 'spa',
    why: 'la misma fórmula para un pedido nuevo',
    messages: [
      'Busco un restaurante barato en el centro, por favor',
      'Lo siento, no encuentro ningún lugar con esas condiciones. ¿Quiere cambiar alguna?',
      'Vale. ¿Puedes buscar también un hotel junto al río?',
      'Lo siento, no encuentro ningún lugar con esas condiciones.',
    ],
  },
  {
    why: 'the next command on another path',
    messages: [
      'Find the config file',
      'It is not in this folder. Let me look in /home or /etc.\n```\nls -la /home/app/config\n```',
      'ok',
      'It is not in this folder. Let me look in /home or /etc.\n```\nls -la /etc/app/config\n```',
    ],
  },
  {
    why: 'back to the earlier version, as asked',
    messages: [
      'Write a ticket for the login redesign',
      'Title: Login page redesign. Description: We need a new login page with a clear layout, a password reset link and a short help text for first-time users.',
      'Shorter, just the steps please',
      'Steps: open the login page, check the layout, try the reset link. Done when: the page passes review.',
      'No, go back to the previous version, it was better',
      'Title: Login page redesign. Description: We need a new login page with a clear layout, a password reset link and a short help text for first-time users.',
    ],
  },
  {
    lang: 'fra',
    why: 'retour à la version précédente demandée',
    messages: [
      'Écris un ticket pour la page de connexion',
      'Titre : refonte de la page de connexion. Description : il faut une page plus claire, un lien pour réinitialiser le mot de passe et un court texte d’aide pour les nouveaux.',
      'Plus court, juste les étapes stp',
      'Étapes : ouvrir la page, vérifier la mise en page, tester le lien. Fini quand la page est validée.',
      'Non, reviens à la version précédente',
      'Titre : refonte de la page de connexion. Description : il faut une page plus claire, un lien pour réinitialiser le mot de passe et un court texte d’aide pour les nouveaux.',
    ],
  },
  {
    lang: 'jpn',
    why: '前のバージョンに戻す依頼',
    messages: [
      'ログイン画面のチケットを書いてください',
      'タイトル：ログイン画面の改善。説明：分かりやすい画面と、パスワード再設定のリンクと、初めての人向けの短い説明が必要です。',
      '手順だけにしてください',
      '手順：画面を開く、配置を確認する、リンクを試す。完了条件：レビューに通ること。',
      'やっぱり元に戻してください',
      'タイトル：ログイン画面の改善。説明：分かりやすい画面と、パスワード再設定のリンクと、初めての人向けの短い説明が必要です。',
    ],
  },
  {
    why: '"anything else?" again after a new item was asked for and delivered',
    messages: [
      'Thanks, that is all for the hotel.',
      'You are welcome. Is there anything else you need from us today?',
      'Sorry, I also need a bakery near the station.',
      'There is Sunny Bread on Elm Street.',
      'What is the address?',
      'It is at 12 Elm Street, open until six.',
      'That is enough, I see.',
      'Is there anything else you need from us?',
    ],
  },
  {
    lang: 'jpn',
    why: '新しい用件のあとに同じ締めの言葉',
    messages: [
      'ありがとうございます。',
      '他にご用件はございますか？',
      'すみません、パン屋も探してもらいたいんですが。',
      '駅前にサニーベーカリーがございます。',
      '住所はどこですか？',
      '住所は中央区本町3丁目5-2になっております。',
      'それだけ分かれば十分です。',
      'ありがとうございます。他にご用件はございますか？',
    ],
  },
];

precisionSuite('repetition', 'interaction.repetition.', { fire, quiet });
