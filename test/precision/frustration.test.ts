/**
 * Precision corpus of the frustration family: complaints about the assistant or the service,
 * confusion about what it said, shouting, runs of `!`/`?` and swearing fire; symptom reports about
 * the user's own things, ordinary questions, enthusiasm and names in capitals do not.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

const ASK = 'Could you check the settings page and try again?';

const fire: PrecisionCase[] = [
  { why: 'complaint about the answer', messages: ['Set up my mail filter', ASK, "This doesn't work at all."] },
  { why: 'insult', messages: ['Book a table for two', 'Done, anything else?', "You're useless."] },
  { why: 'waste of time', messages: ['Help me plan a trip', 'Here is a plan.', 'That was a waste of my time.'] },
  {
    why: 'intensifier inside the phrase',
    messages: ['Fix the bug', 'Here is a patch.', 'Your answer is not really helpful.'],
  },
  { why: 'intensifier in a that-is phrase', messages: ['Convert 5 miles', 'That is 9 km.', 'That is just wrong.'] },
  { why: 'sarcasm', messages: ['Reset my password', 'I cannot do that.', 'Thanks for nothing.'] },
  {
    why: 'insult ending the clause',
    messages: ['Tell me a joke', 'Why did the chicken cross the road?', 'god you suck'],
  },
  { why: 'shouting', messages: ['Where is my order?', 'It is on its way.', 'WHY IS MY ORDER STILL NOT HERE'] },
  { why: 'run of question marks', messages: ['Refund status?', 'It is pending.', 'Where is my refund???'] },
  { why: 'mixed run', messages: ['Cancel it', 'I cannot cancel it.', 'Why?!?'] },
  {
    why: 'confusion about the answer',
    messages: ['Explain the invoice', 'The delta is accrued.', "I don't understand."],
  },
  { why: 'what do you mean', messages: ['Is it ready?', 'It is pending settlement.', 'What do you mean?'] },
  {
    why: 'what does that mean about the answer',
    messages: ['Is it ready?', 'It is in escrow.', 'Sorry, what does that mean?'],
  },
  { why: 'makes no sense', messages: ['Why did it fail?', 'Because it passed.', 'That makes no sense'] },
  { why: '"huh" on its own', messages: ['Why did it fail?', 'Because it passed.', 'Huh?'] },
  { why: 'profanity', messages: ['Summarise the report', 'Here it is.', 'wtf is this summary'] },
  {
    why: 'complaint outside a quotation',
    messages: [
      'Check the docs',
      'They say "restart it".',
      'Going by "the docs" it should run, but your fix still doesn\'t work',
    ],
  },
  { lang: 'spa', why: 'no funciona', messages: ['Configura el correo', ASK, 'No funciona, ya lo intenté todo.'] },
  { lang: 'spa', why: 'confusión', messages: ['Explica la factura', 'El saldo está devengado.', 'No entiendo.'] },
  { lang: 'deu', why: 'intensifier überhaupt', messages: ['Richte das ein', ASK, 'Das funktioniert überhaupt nicht.'] },
  {
    lang: 'deu',
    why: 'Verwirrung',
    messages: ['Erkläre die Rechnung', 'Der Saldo ist abgegrenzt.', 'Ich verstehe nicht.'],
  },
  { lang: 'fra', why: 'intensifier vraiment', messages: ['Configure la boîte', ASK, 'Ça ne marche vraiment pas.'] },
  { lang: 'fra', why: 'confusion', messages: ['Explique la facture', 'Le solde est couru.', 'Je ne comprends pas.'] },
  { lang: 'por', why: 'não funciona', messages: ['Configure o email', ASK, 'Não funciona, já tentei tudo.'] },
  { lang: 'cmn', why: '浪费时间', messages: ['帮我订酒店', '好的，已经查询。', '还是不行，真是浪费时间'] },
  { lang: 'cmn', why: '连续问号', messages: ['订单呢', '正在处理。', '为什么还没到？？？'] },
  { lang: 'jpn', why: '全然ダメ', messages: ['予約を変更して', '変更しました。', '全然ダメです。'] },
  {
    lang: 'jpn',
    why: '全角の感嘆符 with a complaint',
    messages: ['返金は？', '処理中です。', '全然ダメです！！！'],
  },
  { lang: 'jpn', why: '全角の疑問符 after an answer', messages: ['返金は？', '処理中です。', 'いつまで？？？'] },
  {
    why: '"???" after an answer that missed the point',
    messages: ['Where is my parcel?', 'Parcels usually arrive in time.', 'So where is it???'],
  },
  {
    why: '"!!!" with a negator',
    messages: ['Cancel my plan', 'Your plan is active.', "I said cancel it, I don't want it!!!"],
  },
  { why: 'a first message that mixes ? and !', messages: ['My card got charged twice?!?! Explain.'] },
  {
    lang: 'spa',
    why: 'exclamaciones con queja',
    messages: ['Cambia la fecha', 'Hecho.', '¡¡¡No es la fecha que pedí!!!'],
  },
  {
    lang: 'deu',
    why: 'Fragezeichen nach der Antwort',
    messages: ['Wo ist mein Paket?', 'Es ist unterwegs.', 'Wo genau???'],
  },
  {
    lang: 'fra',
    why: 'points avec négation',
    messages: ['Rembourse-moi', "C'est en cours.", 'Toujours rien reçu !!!'],
  },
  {
    lang: 'por',
    why: 'interrogações depois da resposta',
    messages: ['Cadê o pedido?', 'Está a caminho.', 'Até quando???'],
  },
  { lang: 'cmn', why: '感叹号与否定', messages: ['退款呢', '正在处理。', '到现在还没退！！！'] },
  {
    why: "capitals against the user's own ordinary writing",
    messages: ['Can you move my booking to Friday?', 'Your booking is on Thursday.', 'FRIDAY, NOT THURSDAY'],
  },
  {
    why: 'a first message in capitals to a company handle',
    messages: ['@PARCELCO WHERE IS MY PARCEL, THREE WEEKS NOW'],
  },
  { why: 'a first message in capitals with a complaint', messages: ['WORST SERVICE EVER, THE APP LOGS ME OUT DAILY'] },
  {
    lang: 'deu',
    why: 'Großbuchstaben nach normaler Schreibweise',
    messages: ['Kannst du den Termin verschieben?', 'Der Termin bleibt am Montag.', 'ICH SAGTE FREITAG'],
  },
  {
    why: 'frustration named in a progress report',
    messages: [
      'My wifi keeps dropping',
      'Please restart the router.',
      'I restarted it, it still drops. This is getting a bit frustrating.',
    ],
  },
  {
    why: '"that didn\'t help" about the answer',
    messages: ['My tap drips', 'Tighten the handle.', "That didn't help."],
  },
  {
    lang: 'spa',
    why: 'un poco frustrante',
    messages: ['No puedo entrar', 'Borra la caché.', 'Ya está borrada y sigue igual, es un poco frustrante.'],
  },
  {
    why: 'a bare "???" reaction to an odd reply',
    messages: ['I play the cello.', 'My dog is a lawyer.', 'Wait, what???'],
  },
  {
    lang: 'fra',
    why: 'réaction brève avec ???',
    messages: ["J'aime le jazz.", 'Mon chat est avocat.', 'Tu plaisantes ???'],
  },
  {
    why: '"doesn\'t make sense to me" about the answer',
    messages: ['Why was I charged?', 'The fee offsets the accrual.', "That doesn't make sense to me."],
  },
  {
    lang: 'por',
    why: 'não faz sentido, sozinho',
    messages: ['Por que fui cobrado?', 'A taxa compensa o acúmulo.', 'Não faz sentido.'],
  },
  {
    why: '"Are you serious???" after an answer that missed the point',
    messages: ['Can you move my flight to Monday?', 'Your seat on Sunday is confirmed.', 'Are you serious???'],
  },
  {
    why: '"what do you mean??" right after the reply',
    messages: ['Is my refund done?', 'Refunds are a state of mind.', 'what do you mean???'],
  },
  {
    why: '"what do you mean by that" points at the reply',
    messages: ['Is my refund done?', 'It is and it is not.', 'What do you mean by that?'],
  },
  {
    lang: 'spa',
    why: '"¿qué quieres decir con eso?" sobre la respuesta',
    messages: ['¿Está hecho el reembolso?', 'Lo está y no lo está.', '¿Qué quieres decir con eso?'],
  },
  {
    lang: 'fra',
    why: '"qu\'entends-tu par là" sur la réponse',
    messages: ['Le remboursement est fait ?', "Il l'est sans l'être.", "Qu'entends-tu par là ?"],
  },
  {
    lang: 'por',
    why: '"o que você quer dizer com isso" sobre a resposta',
    messages: ['O reembolso saiu?', 'Saiu e não saiu.', 'O que você quer dizer com isso?'],
  },
  {
    lang: 'jpn',
    why: 'それってどういう意味 about the reply',
    messages: ['返金は済みましたか？', '済んでいるとも言えます。', 'それってどういう意味ですか？'],
  },
  {
    why: 'a bare "?!" reaction after the answer',
    messages: ['Cancel my order', 'I have ordered two more for you.', 'You what?!?'],
  },
];

const quiet: PrecisionCase[] = [
  {
    why: 'a calm dispute of a fact is a correction, not a complaint',
    messages: ['What is 2 + 2?', 'Two plus two is three.', "That's not right. It is four."],
  },
  {
    why: 'profanity judging the topic of small talk',
    messages: ['Have you been to Japan?', 'No, but I hear they have lots of tolled highways.', "that's fucked"],
  },
  {
    why: 'a short reaction echoing the odd word with "???" is surprise, an echo question',
    messages: ['I play the cello.', 'My dog is a lawyer.', 'A lawyer???'],
  },
  { why: 'three separate questions', messages: ['Is there parking? Do you serve breakfast? Is the wifi free?'] },
  { why: 'happy exclamation marks', messages: ['Book it for Friday', 'Booked for Friday.', 'Thanks so much!!!'] },
  { why: 'enthusiasm about a fix', messages: ['Fix the build', 'Here is the fix.', 'That worked, awesome!!!'] },
  { why: "symptom of the user's own printer", messages: ["My printer still isn't working after the update."] },
  {
    why: "symptom of the user's own router",
    messages: ['Hi, my router is not working since this morning, can you help?'],
  },
  { why: '"you suck" inside a question', messages: ['Can you suck the air out of the bag with a vacuum?'] },
  { why: 'question about a term', messages: ['What does APR mean on my statement?'] },
  { why: '"huh" as a tag question', messages: ['So the parser is to blame huh? Let me check the lexer first.'] },
  {
    why: 'question about a status the user reports',
    messages: ['Check my SIM', 'Please look at the status.', 'It says SIM locked. What does that mean?'],
  },
  { why: 'not understanding a topic', messages: ["I don't understand the rules of cricket, can you explain them?"] },
  { why: 'confused about a topic', messages: ["I'm confused about the permissions property for app roles."] },
  {
    why: 'quoted review to answer',
    messages: ['Write a reply to this review: "Terrible service, you are useless!!!"'],
  },
  { why: 'block-quoted complaint', messages: ['> This is a waste of time\nCan you make this sound more polite?'] },
  { why: 'control token', messages: ['Change my flight', 'Done.', '###STOP###'] },
  { why: 'control token out of scope', messages: ['Change my flight', 'Done.', '###OUT-OF-SCOPE###'] },
  { why: 'pasted log in a fence', messages: ['```\nFATAL ERROR!!! NOT WORKING\n```\nWhat does this log mean'] },
  { why: 'profanity in a quotation', messages: ['Is "damn" too strong for a children\'s book?'] },
  {
    lang: 'jpn',
    why: 'Latin hotel name inside Japanese',
    messages: ['CANDEO HOTELS 福岡天神までタクシーで行きたいのですが、予約できますか？'],
  },
  {
    lang: 'jpn',
    why: 'Japanese thanks with full-width marks',
    messages: ['予約して', '予約しました。', 'ありがとうございます！！！'],
  },
  { lang: 'cmn', why: 'Chinese thanks with marks', messages: ['帮我订票', '已经订好了。', '谢谢!!!'] },
  { lang: 'cmn', why: 'three separate questions', messages: ['这家酒店有wifi吗？有停车场吗？有早餐吗？'] },
  { lang: 'spa', why: 'síntoma de la impresora propia', messages: ['Mi impresora no funciona desde ayer, ¿qué hago?'] },
  {
    why: 'enthusiasm without a thanks phrase',
    messages: ['Any tips for Lisbon?', 'Try the custard tarts.', 'Oh yes!!!'],
  },
  { why: 'shouted enthusiasm for a short word', messages: ['What should I drink?', 'How about a latte?', 'COFFEE!!!'] },
  { why: 'a first question with "???": nothing to be frustrated about yet', messages: ['What does RSVP mean???'] },
  {
    why: 'eager waiting is not frustration',
    messages: ['Is the new album out?', 'It comes out on Friday.', 'So ready for it!!!'],
  },
  { lang: 'spa', why: 'entusiasmo sin queja', messages: ['¿Qué visito en Sevilla?', 'El Alcázar.', '¡Qué ganas!!!'] },
  { lang: 'deu', why: 'Begeisterung', messages: ['Was essen wir?', 'Wie wäre es mit Pizza?', 'Pizza!!!'] },
  { lang: 'fra', why: 'première question avec ???', messages: ['Ça veut dire quoi RSVP ???'] },
  { lang: 'por', why: 'entusiasmo', messages: ['Onde jantar?', 'Experimente a tasca da esquina.', 'Boa ideia!!!'] },
  { lang: 'cmn', why: '第一句的问号', messages: ['这个词什么意思？？？'] },
  { lang: 'jpn', why: '感嘆符の喜び', messages: ['明日の天気は？', '晴れです。', 'やった！！！'] },
  { lang: 'spa', why: 'gracias con entusiasmo', messages: ['Reserva la mesa', 'Reservada.', '¡¡Muchas gracias!!!'] },
  {
    lang: 'deu',
    why: 'Symptom des eigenen Druckers',
    messages: ['Mein Drucker funktioniert nicht mehr, was kann ich tun?'],
  },
  {
    lang: 'fra',
    why: 'symptôme de sa propre imprimante',
    messages: ['Mon imprimante ne marche pas depuis hier, que faire ?'],
  },
  {
    lang: 'por',
    why: 'sintoma do próprio roteador',
    messages: ['Meu roteador não funciona desde ontem, pode ajudar?'],
  },
  {
    why: 'a user who writes every turn in capitals',
    messages: ['WRITE A LIMERICK ABOUT CATS', 'There once was a cat from Peru...', 'NOW MAKE IT ABOUT DOGS'],
  },
  { why: 'a first-turn instruction in capitals', messages: ['GIVE ME THE KEY POINTS ONLY, NO LONG PARAGRAPHS'] },
  {
    lang: 'deu',
    why: 'Anweisung in Großbuchstaben als erste Nachricht',
    messages: ['SCHREIB MIR EINE KURZE ZUSAMMENFASSUNG DES BERICHTS'],
  },
  {
    why: 'a progress report after following the steps',
    messages: [
      'My picture messages will not send',
      'Please reset the network settings.',
      'I reset them and rebooted, but it is still not working. What else can I try?',
    ],
  },
  {
    why: '"not working" meaning out of a job',
    messages: ['Hi there', 'Hello! What do you do for work?', "I'm not working right now, I'm between jobs."],
  },
  {
    why: '"didn\'t help" about the user\'s own attempt',
    messages: [
      'The game will not start',
      'Try reinstalling it.',
      "I reinstalled it twice and that didn't help. Any other idea?",
    ],
  },
  {
    lang: 'deu',
    why: 'Zwischenbericht nach den Schritten',
    messages: [
      'Mein WLAN bricht ab',
      'Starte den Router neu.',
      'Ich habe ihn neu gestartet, aber es funktioniert nicht. Was noch?',
    ],
  },
  {
    lang: 'fra',
    why: 'compte rendu après les étapes',
    messages: [
      'Ma connexion coupe',
      'Redémarrez la box.',
      "J'ai redémarré la box, mais ça ne marche pas. Autre idée ?",
    ],
  },
  {
    lang: 'por',
    why: 'relato depois dos passos',
    messages: [
      'Minha internet cai',
      'Reinicie o roteador.',
      'Eu reiniciei o roteador, mas não funciona. O que mais posso tentar?',
    ],
  },
  {
    lang: 'cmn',
    why: '按步骤操作后的进展',
    messages: ['网络老是断', '请重启路由器。', '我重启了路由器，还是报错，还能试什么？'],
  },
  {
    why: 'a longer new question with "???" in small talk',
    messages: ['I like hiking on weekends.', 'I like reading books.', 'By the way, which city are you from???'],
  },
  {
    lang: 'spa',
    why: 'pregunta nueva y larga con ???',
    messages: ['Me gusta correr.', 'A mí me gusta leer.', 'Por cierto, ¿de qué ciudad eres tú???'],
  },
  {
    why: '"makes no sense to" weighing an option, not confusion',
    messages: ['It makes no sense to buy the bigger plan if I only use one seat, right?'],
  },
  {
    lang: 'spa',
    why: '"no tiene sentido" sopesando una opción',
    messages: ['No tiene sentido comprar el plan grande si solo uso una licencia, ¿verdad?'],
  },
  {
    lang: 'fra',
    why: '"n\'a pas de sens" pour peser une option',
    messages: ["Ça n'a pas de sens de prendre la grande formule pour un seul poste, non ?"],
  },
  {
    why: '"what do you mean by X" asking to explain a term of a long answer',
    messages: [
      'How do I speed up my search?',
      'Build a rolling checksum for each record, keep a sharded lookup table and batch the writes.',
      'Thanks. What do you mean by "rolling checksum"?',
    ],
  },
  {
    why: '"what do you mean with X" asking about a term',
    messages: ['Is this plan good?', 'It has a low churn buffer.', 'What do you mean with churn buffer?'],
  },
  {
    lang: 'spa',
    why: '"¿qué quieres decir con X?" sobre un término',
    messages: ['¿Cómo ahorro?', 'Usa una cuenta de interés compuesto.', '¿Qué quieres decir con interés compuesto?'],
  },
  {
    lang: 'deu',
    why: '"was meinst du mit X" über einen Begriff',
    messages: ['Wie spare ich?', 'Nutze den Zinseszinseffekt.', 'Was meinst du mit Zinseszinseffekt?'],
  },
  {
    lang: 'fra',
    why: '"que veux-tu dire par X" sur un terme',
    messages: ['Comment épargner ?', "Utilise l'effet boule de neige.", 'Que veux-tu dire par effet boule de neige ?'],
  },
  {
    lang: 'por',
    why: '"o que você quer dizer com X" sobre um termo',
    messages: ['Como poupar?', 'Use juros compostos.', 'O que você quer dizer com juros compostos?'],
  },
  {
    lang: 'jpn',
    why: '用語ってどういう意味',
    messages: ['どうやって貯金する？', '複利を使いましょう。', '複利ってどういう意味ですか？'],
  },
  { lang: 'cmn', why: '你说的X是什么意思, a term', messages: ['怎么存钱？', '用复利。', '你说的复利是什么意思？'] },
  {
    why: '"...???" on every question is how this user writes',
    messages: [
      'hello there',
      'Hi! I like to paint.',
      'So what kind of paintings do you do...???',
      'Mostly landscapes.',
      'And you...???',
    ],
  },
  {
    why: 'a playful "?!!" on a sentence after the reply',
    messages: ['Do you have pets?', 'I keep a horse in my flat.', 'You keep a horse in your flat?!!'],
  },
  {
    lang: 'spa',
    why: 'sorpresa con ?!! tras la respuesta',
    messages: ['¿Tienes mascotas?', 'Tengo un caballo en el piso.', '¿Tienes un caballo en el piso?!!'],
  },
  {
    why: 'a run after the user already wrote "!!!" cheerfully',
    messages: ['My team won today!!!', 'Congratulations!', 'Which team do you like?', 'I like the Eagles.', 'ok ???'],
  },
];

precisionSuite('frustration', 'interaction.frustration', { fire, quiet });
