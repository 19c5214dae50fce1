/**
 * Precision corpus for escalation (human, support, quit): the user asks, on their own initiative,
 * for a person or for support, or gives up on the conversation. Mentions, past accounts,
 * conditional plans, identity questions, yes to the assistant's own offer and everyday requests
 * that name support do not count. Sentences written for this corpus.
 */
import { precisionSuite, type PrecisionCase } from './corpus';

const HUMAN = 'interaction.escalation.human';
const SUPPORT = 'interaction.escalation.support';
const QUIT = 'interaction.escalation.quit';

/** A greeting the assistant opens with, then the user's first turn. */
const opened = (greeting: string, text: string) => [
  { role: 'assistant', content: greeting },
  { role: 'user', content: text },
];
const GREETING = 'Hi there! How can I help you today?';

const OPENING = ['I need to change the name on my ticket.', 'Name changes are not allowed on this fare.'];

const fire: PrecisionCase[] = [
  { why: 'imperative transfer', messages: [...OPENING, 'Transfer me to a human agent.'], type: HUMAN },
  { why: '"I want to speak to a manager"', messages: [...OPENING, 'I want to speak to a manager.'], type: HUMAN },
  {
    why: '"could you please connect me"',
    messages: [...OPENING, 'Could you please connect me with a live agent?'],
    type: HUMAN,
  },
  {
    why: '"can I talk to a real person"',
    messages: [...OPENING, 'Can I talk to a real person about this?'],
    type: HUMAN,
  },
  { why: 'asks to escalate', messages: [...OPENING, 'Is there any way to escalate this?'], type: HUMAN },
  { why: 'someone else to speak to', messages: [...OPENING, 'Is there someone else I could speak to?'], type: HUMAN },
  { why: 'asks how to reach support', messages: ['hi', 'Hello!', 'How do I contact customer support?'], type: SUPPORT },
  { why: 'imperative: put me through', messages: [...OPENING, 'Put me through to customer service.'], type: SUPPORT },
  { why: 'wants to file a complaint', messages: [...OPENING, 'I would like to file a complaint.'], type: SUPPORT },
  { why: 'gives up', messages: [...OPENING, 'Forget it. I give up.'], type: QUIT },
  { lang: 'cmn', why: '问客服电话', messages: ['我要退票。', '这张票不能退。', '客服电话是多少？'], type: SUPPORT },
  { why: '"I\'m done" at the end', messages: [...OPENING, "This is pointless, I'm done."], type: QUIT },
  { why: 'taking business elsewhere', messages: [...OPENING, 'I am taking my business elsewhere.'], type: QUIT },
  {
    lang: 'spa',
    why: 'quiero hablar con un humano',
    messages: ['Necesito cambiar mi vuelo.', 'No es posible en esta tarifa.', 'Quiero hablar con un humano.'],
    type: HUMAN,
  },
  {
    lang: 'spa',
    why: 'pásame con un agente',
    messages: ['Necesito cambiar mi vuelo.', 'No es posible en esta tarifa.', 'Pásame con un agente, por favor.'],
    type: HUMAN,
  },
  {
    lang: 'deu',
    why: 'ich möchte mit einem Menschen sprechen',
    messages: ['Ich will umbuchen.', 'Das geht bei diesem Tarif nicht.', 'Ich möchte mit einem Menschen sprechen.'],
    type: HUMAN,
  },
  {
    lang: 'deu',
    why: 'ich gebe auf',
    messages: ['Ich will umbuchen.', 'Das geht bei diesem Tarif nicht.', 'Ich gebe auf.'],
    type: QUIT,
  },
  {
    lang: 'fra',
    why: 'je veux parler à un conseiller',
    messages: ['Je veux changer mon vol.', "Ce n'est pas possible.", 'Je veux parler à un conseiller.'],
    type: HUMAN,
  },
  {
    lang: 'fra',
    why: 'je voudrais contacter le service client',
    messages: ['Je veux changer mon vol.', "Ce n'est pas possible.", 'Je voudrais contacter le service client.'],
    type: SUPPORT,
  },
  {
    lang: 'por',
    why: 'quero falar com um atendente',
    messages: ['Quero trocar meu voo.', 'Não é possível nesta tarifa.', 'Quero falar com um atendente.'],
    type: HUMAN,
  },
  {
    lang: 'cmn',
    why: '转人工',
    messages: ['我要退票。', '这张票不能退。', '转人工。'],
    type: HUMAN,
  },
  {
    lang: 'cmn',
    why: '我要联系客服',
    messages: ['我要退票。', '这张票不能退。', '我要联系客服。'],
    type: SUPPORT,
  },
  {
    lang: 'jpn',
    why: '担当者につないでください',
    messages: ['予約を変更したいです。', 'この料金では変更できません。', '担当者につないでください。'],
    type: HUMAN,
  },
  {
    why: '"someone" after the assistant has answered',
    messages: [...OPENING, 'Then I need to talk to someone about this.'],
    type: HUMAN,
  },
  {
    why: 'a human noun in the first turn after a greeting',
    messages: opened('Hello! What can I do for you?', 'Get me a real person, please.'),
    type: HUMAN,
  },
  {
    why: 'a first message to a company asking how to reach someone',
    messages: ['My order never arrived. How can I talk to someone about it?'],
    type: HUMAN,
  },
  {
    lang: 'spa',
    why: 'quiero hablar con alguien, tras una respuesta',
    messages: ['Necesito cambiar mi vuelo.', 'No es posible en esta tarifa.', 'Entonces quiero hablar con alguien.'],
    type: HUMAN,
  },
  {
    lang: 'fra',
    why: 'je laisse tomber, au deuxième tour',
    messages: ['Je veux changer mon vol.', "Ce n'est pas possible.", 'Bon, je laisse tomber.'],
    type: QUIT,
  },
];

const quiet: PrecisionCase[] = [
  {
    why: 'first turn after the greeting: the agent is the "someone"',
    messages: opened(GREETING, 'Hello, I need to talk to someone about a delayed bag.'),
  },
  {
    why: 'first turn after the greeting: "can I speak with somebody"',
    messages: opened(GREETING, 'Can I speak with somebody about my invoice?'),
  },
  {
    lang: 'spa',
    why: 'primer turno tras el saludo: necesito hablar con alguien',
    messages: opened('¡Hola! ¿En qué puedo ayudarte?', 'Necesito hablar con alguien sobre mi reserva.'),
  },
  {
    lang: 'fra',
    why: "premier tour après l'accueil : parler à quelqu'un",
    messages: opened('Bonjour ! Comment puis-je vous aider ?', "Je veux parler à quelqu'un de ma facture."),
  },
  {
    lang: 'por',
    why: 'primeiro turno após a saudação: falar com alguém',
    messages: opened('Olá! Como posso ajudar?', 'Preciso falar com alguém sobre meu pedido.'),
  },
  {
    why: 'venting about a product in the first message',
    messages: ['The photo app crashes on every export, I am so done'],
  },
  {
    why: '"I give up" on a device, first message',
    messages: ['I give up on this router, it drops every hour. Any ideas?'],
  },
  {
    lang: 'deu',
    why: 'Frust über ein Gerät in der ersten Nachricht',
    messages: ['Ich gebe auf, der Drucker druckt nur leere Seiten. Was kann ich tun?'],
  },
  {
    why: 'a compliment naming customer service',
    messages: [...OPENING, 'You are the kindest customer service agent I have met.'],
  },
  { why: 'a complaint about support', messages: [...OPENING, 'Worst customer service ever.'] },
  { why: 'a past account', messages: [...OPENING, 'I already called support twice.'] },
  { why: 'a conditional plan', messages: [...OPENING, "I'll contact support if it fails again."] },
  { why: 'an identity question', messages: [...OPENING, 'Are you a real person?'] },
  {
    why: "yes to the assistant's own offer is the handoff",
    messages: [
      'Remove a checked bag.',
      'I cannot remove bags. Would you like me to transfer you to a human agent?',
      'Yes, please transfer me to a human agent.',
    ],
  },
  { why: 'an everyday writing request', messages: ['Write a customer service reply to this review.'] },
  { why: 'docs for a support team', messages: ['Draft onboarding docs for our support team.'] },
  { why: 'switching a git branch', messages: ['Hi', 'Hello!', "I'm switching to the dev branch."] },
  { why: 'switching a package manager', messages: ['Hi', 'Hello!', "I'll switch to pnpm."] },
  { why: 'a denied request', messages: [...OPENING, "I don't want to talk to a human."] },
  { why: 'a task about an account, not a threat', messages: ['Hi', 'Hello!', 'Please cancel my subscription.'] },
  { why: 'roleplay as a person', messages: ['Chat with me as if you were a real person.'] },
  { why: 'support in a coding sense', messages: ['Add support for dark mode to the settings page.'] },
  { why: 'a request verb with no person after it', messages: [...OPENING, 'Call me when the price drops.'] },
  {
    lang: 'spa',
    why: 'mención del servicio al cliente',
    messages: ['Necesito cambiar mi vuelo.', 'No es posible.', 'El servicio al cliente de esta aerolínea es lento.'],
  },
  {
    lang: 'spa',
    why: 'ya llamé a soporte',
    messages: ['Necesito cambiar mi vuelo.', 'No es posible.', 'Ya llamé a soporte ayer.'],
  },
  {
    lang: 'deu',
    why: 'Bericht über den Kundendienst',
    messages: ['Ich will umbuchen.', 'Das geht nicht.', 'Der Kundendienst hat mir gestern geschrieben.'],
  },
  {
    lang: 'fra',
    why: 'question sur un humain',
    messages: ['Je veux changer mon vol.', "Ce n'est pas possible.", 'Tu es un humain ?'],
  },
  {
    lang: 'por',
    why: 'menção ao suporte',
    messages: ['Quero trocar meu voo.', 'Não é possível.', 'O suporte técnico de vocês é ótimo.'],
  },
  {
    lang: 'cmn',
    why: '已经联系过客服',
    messages: ['我要退票。', '这张票不能退。', '我已经联系过客服了。'],
  },
  {
    lang: 'cmn',
    why: '客服电话的说明',
    messages: ['我要退票。', '这张票不能退。', '客服电话在网站上写着'],
  },
  {
    lang: 'jpn',
    why: 'カスタマーサポートの言及',
    messages: ['予約を変更したいです。', 'この料金では変更できません。', 'カスタマーサポートは昨日休みでした。'],
  },
];

precisionSuite('escalation', 'interaction.escalation.', { fire, quiet });
