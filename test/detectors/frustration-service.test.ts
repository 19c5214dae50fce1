import { describe, expect, it } from 'vitest';
import { analyzeFamily, assistant, user } from '../helpers';

/** Frustration indicators of an opening message (a public message to a company, or a chat's first turn). */
const opening = (text: string, language?: string) =>
  analyzeFamily([user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 0)
    .map((s) => s.type.split('.').pop());

/** Frustration indicators of the last turn after one exchange. */
const last = (reply: string, text: string, language?: string) =>
  analyzeFamily([user('hi'), assistant(reply), user(text)], 'interaction.frustration.', { language })
    .signals.filter((s) => s.messageIndex === 2)
    .map((s) => s.type.split('.').pop());

describe('frustration: a judgement of the service in a message to a handle', () => {
  it.each([
    ['@Acme your service is so bad I had to switch off the router', 'eng'],
    ['@AcmeHelp Your response is terrible. Remove the fake listings.', 'eng'],
    ['@Acme Disappointing customer service.', 'eng'],
    ['@Acme This is disgusting! Fix this', 'eng'],
    ['@AcmeSupport Terrible customer support in times like these.', 'eng'],
    ['@Acme letting sellers do this?? Total garbage.', 'eng'],
    ['When did @acme’s desktop client get even worse?', 'eng'],
    ['.@AcmeHelp blocks you from cancelling your domain? This is really shady', 'eng'],
    ['@Acme votre service est honteux', 'fra'],
    ['@Acme su atención es vergonzosa', 'spa'],
    ['@Acme euer Service ist eine Zumutung', 'deu'],
    ['@Acme o atendimento de vocês é uma vergonha', 'por'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // the user's own thing
    ['@Acme my screen looks terrible since Tuesday, can you help?', 'eng'],
    // a word about a noun inside the clause, not a judgement of the company
    ['@Acme listings at outrageous prices are back, can you look?', 'eng'],
    ['@Acme my mails are going into the trash folder', 'eng'],
    ['@Acme for those of us who are terrible with names, a photo view would help', 'eng'],
  ])('quiet: %s', (text, language) => {
    expect(opening(text, language)).toEqual([]);
  });

  it('outside a message to a handle a bare judgement is no complaint: sympathy, a story, a topic', () => {
    expect(last('My dog died last week.', "That's terrible!!!")).toEqual([]);
    expect(last('I had a long day.', 'My history teacher was terrible.')).toEqual([]);
    expect(opening('The weather here is awful today, any tips for indoor fun?')).toEqual([]);
    expect(last('Je suis tombé.', "C'est honteux, la façon dont il t'a traité.", 'fra')).toEqual([]);
  });

  it('a judgement aimed at the assistant in a chat is a whole phrase', () => {
    expect(last('I like plants.', "You're terrible")).toEqual(['complaint']);
    expect(last('I like plants.', 'You are a liar and you are incompetent.')).toEqual(['complaint']);
    expect(last('I like plants.', 'Why do you keep talking about plants?')).toEqual(['complaint']);
  });

  it('an e-mail address is no handle (boundary)', () => {
    expect(opening('write to bob@acme.com: the form is terrible to fill in')).toEqual([]);
    expect(opening('@acme the form is terrible to fill in')).toEqual([]);
    expect(opening('@acme the form is terrible')).toEqual(['complaint']);
  });
});

describe('frustration: waiting on the service, and its repeated failure to act', () => {
  it.each([
    ['@Acme I submitted a ticket a month ago and never got a response.', 'eng'],
    ['@Acme ordered the pack 2 days ago and still didn’t get it', 'eng'],
    ['@Acme contacted your support three times, getting no response.', 'eng'],
    ['@Acme Sent a note. No reply. Still broken.', 'eng'],
    ['@Acme facing this since March, no solution yet.', 'eng'],
    ['@Acme its been a long wait! Any update?', 'eng'],
    ['@Acme you guys keep saying check the connection but everyone has the problem', 'eng'],
    ["@Acme what's the point of two codes if I'm still locked out?", 'eng'],
    ['@Acme why is it so hard to find a support address', 'eng'],
    ['Hewlett Packard just lost me as a customer after 20 years.', 'eng'],
    ['@Acme Those tips don’t help. It happens with every disc.', 'eng'],
    ['Sigo esperando el reembolso, nadie me responde.', 'spa'],
    ["J'attends toujours mon remboursement, personne ne répond.", 'fra'],
    ['Ich warte immer noch auf mein Geld, niemand meldet sich.', 'deu'],
    ['Ainda não recebi o pedido e ninguém responde.', 'por'],
    ['注文した商品がまだ届いていない。', 'jpn'],
    ['我的订单还没收到，一直没人回复。', 'cmn'],
  ])('fires: %s', (text, language) => {
    expect(opening(text, language)).toContain('complaint');
  });

  it.each([
    // a symptom of the user's own thing, and the user's own attempts
    ['@Acme my printer still doesn’t print, what can I try?', 'eng'],
    ['@Acme I keep getting error 500 when I log in, how do I fix it?', 'eng'],
    // waiting for something else
    ['I am still waiting to see my favourite band live.', 'eng'],
    ['¿De qué color es el coche?', 'spa'],
    ['Ich warte auf den Bus.', 'deu'],
  ])('quiet: %s', (text, language) => {
    expect(opening(text, language)).toEqual([]);
  });
});

describe('frustration: hostile input around the judgement rule', () => {
  it('handles only marks, lone handles and long texts without throwing', () => {
    expect(opening('@')).toEqual([]);
    expect(opening('@@@ terrible')).toEqual([]);
    expect(opening('@a')).toEqual([]);
    expect(opening(`@Acme ${'word '.repeat(5000)}terrible`)).toEqual(['complaint']);
    expect(opening(`@Acme ${'terrible '.repeat(2000)}`)).toEqual(['complaint']);
  });
});
