import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze';
import type { SignalReport } from '../../src/types';

/** A conversation of the given user turns, each answered by a short assistant message. */
function conversation(...turns: string[]): { role: string; content: string }[] {
  return turns.flatMap((content, i) => [
    { role: 'user', content },
    { role: 'assistant', content: `(${i + 1})` },
  ]);
}

/** `turn:type(phrase)` for every lexicon signal, turn counted from 0. */
function phraseSignals(report: SignalReport): string[] {
  return report.signals
    .filter((s) => s.metadata?.phrase !== undefined)
    .map((s) => `${s.messageIndex / 2}:${s.type.split('.').slice(1).join('.')}`);
}

/** Every phrase of one shipped language, for "only this language's phrases fired" checks. */
function shippedPhrases(language: string): Set<string> {
  const dir = new URL(`../../lexicons/${language}/`, import.meta.url);
  const phrases = new Set<string>();
  for (const file of readdirSync(dir)) {
    const data = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string[]>;
    for (const list of Object.values(data)) for (const p of list) phrases.add(p.replace(/^\^/, ''));
  }
  return phrases;
}

function expectOwnPhrasesOnly(report: SignalReport, language: string): void {
  const own = shippedPhrases(language);
  const foreign = report.signals.map((s) => s.metadata?.phrase).filter((p) => typeof p === 'string' && !own.has(p));
  expect(foreign).toEqual([]);
}

describe('analyze in other languages', () => {
  it('spa: corrections, complaints, confusion, escalation and success in Spanish', () => {
    const r = analyze(
      conversation(
        'Hola, necesito ayuda con mi pedido, no ha llegado todavía.',
        'No, quise decir el pedido de la semana pasada, no el de ayer.',
        'Sigue sin funcionar y ya lo intenté tres veces.',
        'No entiendo nada de lo que me dices.',
        'Quiero hablar con una persona real, por favor.',
        '¡Muchas gracias por la ayuda!',
      ),
    );
    expect(r.language).toBe('spa');
    expect(r.skippedDetectors).toBeUndefined();
    expect(phraseSignals(r)).toEqual([
      '1:misalignment.correction',
      '2:frustration.complaint',
      '3:frustration.confusion',
      '4:escalation.human',
      '5:positive_feedback.gratitude',
    ]);
    expectOwnPhrasesOnly(r, 'spa');
  });

  it('spa: "no" is a negator, not an English correction', () => {
    const r = analyze([
      { role: 'assistant', content: '¿Ya funciona?' },
      { role: 'user', content: 'No, no funciona. Ya reinicié el router y sigue igual.' },
      { role: 'assistant', content: 'Vamos a revisar la configuración.' },
      { role: 'user', content: 'No sé si el problema es el router o la red.' },
    ]);
    expect(r.language).toBe('spa');
    expect(r.signals.map((s) => s.type)).toEqual(['interaction.frustration.complaint']);
    expect(r.repair.count).toBe(0);
  });

  it('spa: a Spanish conversation never fires English phrases', () => {
    // "no no", "me", "a", "gracias" all sit in English lists too; only Spanish phrases may fire.
    const r = analyze(
      conversation(
        'No no, me refería a la otra cuenta. Gracias de todos modos.',
        'Tengo un problema con la factura de este mes.',
      ),
    );
    expect(r.language).toBe('spa');
    expectOwnPhrasesOnly(r, 'spa');
  });

  it('por: "deu certo" is success, "não deu certo" a complaint', () => {
    const ok = analyze(
      conversation('Tentei de novo com o outro cabo.', 'Agora deu certo, obrigado! Você me ajudou muito.'),
    );
    expect(ok.language).toBe('por');
    expect(phraseSignals(ok)).toEqual(['1:positive_feedback.success']);
    const ko = analyze(conversation('Tentei de novo com o outro cabo e não deu certo, o que mais posso fazer?'));
    expect(ko.language).toBe('por');
    expect(phraseSignals(ko)).toEqual(['0:frustration.complaint']);
  });

  it('por: "o que você quis dizer" asks for a meaning, it is not a correction', () => {
    const r = analyze(conversation('Não entendi o que você quis dizer com isso.'));
    expect(r.language).toBe('por');
    expect(phraseSignals(r)).toEqual(['0:frustration.confusion']);
  });

  it('fra: complaints, confusion, escalation and gratitude in French', () => {
    const r = analyze(
      conversation(
        'Je ne comprends pas ce que vous voulez dire.',
        "Ça ne marche pas, j'ai déjà essayé deux fois.",
        "Je veux parler à un conseiller, s'il vous plaît.",
        'Merci beaucoup, ça marche maintenant !',
      ),
    );
    expect(r.language).toBe('fra');
    expect(phraseSignals(r)).toEqual([
      '0:frustration.confusion',
      '1:frustration.complaint',
      '2:escalation.human',
      '3:positive_feedback.gratitude',
    ]);
  });

  it('fra: "pas mal de" (quite a lot of) is not satisfaction', () => {
    const r = analyze(
      conversation("J'ai pas mal de questions sur la facturation de mon abonnement, vous pouvez m'aider ?"),
    );
    expect(r.language).toBe('fra');
    expect(r.signals).toEqual([]);
  });

  it('deu: "das funktioniert nicht" is a complaint; thanks followed by "aber … nicht" is not gratitude', () => {
    const r = analyze(
      conversation(
        'Hallo, meine Bestellung ist immer noch nicht angekommen.',
        'Das funktioniert nicht, ich habe es schon zweimal versucht.',
        'Danke, aber es funktioniert immer noch nicht.',
        'Ich verstehe nicht, was du meinst.',
        'Ich möchte mit einem Menschen sprechen.',
      ),
    );
    expect(r.language).toBe('deu');
    // "immer noch nicht angekommen" waits on the service, as "still hasn't arrived" does in English.
    expect(phraseSignals(r)).toEqual([
      '0:frustration.complaint',
      '1:frustration.complaint',
      '2:frustration.complaint',
      '3:frustration.confusion',
      '4:escalation.human',
    ]);
  });

  it('deu: the verb-second "funktioniert jetzt nicht" is no success', () => {
    const r = analyze(conversation('Es funktioniert jetzt nicht mehr, seit ich das Update installiert habe.'));
    expect(r.language).toBe('deu');
    expect(r.positiveFeedback.count).toBe(0);
    const ok = analyze(conversation('Das Skript bricht ab.', 'Vielen Dank, jetzt hat es funktioniert!'));
    expect(phraseSignals(ok)).toEqual(['1:positive_feedback.gratitude']);
  });

  it('cmn: 谢谢 is gratitude; complaints, confusion and 转人工 in Chinese', () => {
    const r = analyze(
      conversation(
        '你好，我想订一个北京的酒店。',
        '还是不行，一直报错。',
        '我不明白你的意思。',
        '转人工',
        '好的，谢谢！',
      ),
    );
    expect(r.language).toBe('cmn');
    expect(phraseSignals(r)).toEqual([
      '1:frustration.complaint',
      '2:frustration.confusion',
      '3:escalation.human',
      '4:positive_feedback.gratitude',
    ]);
  });

  it.each([
    ['不好意思 is "excuse me", not 不好', '不好意思，请问这个酒店有停车场吗？'],
    ['没用过 is "never used", not 没用', '我没用过这个软件，怎么安装？'],
    ['人工智能 is AI, not a human agent', '你们有人工智能客服吗？'],
    ['能不能用 asks whether one can, it is not 不能用', '这里能不能用支付宝付款？'],
    ['算了 in a polite choice is no quit threat', '算了，换一家便宜点的酒店吧。'],
  ])('cmn trap: %s', (_why, text) => {
    const r = analyze(conversation(text));
    expect(r.language).toBe('cmn');
    expect(r.signals).toEqual([]);
  });

  it('cmn: 非常感谢 is gratitude (非 is no negator), and so is 不用了，谢谢', () => {
    const r = analyze(conversation('帮我订一个酒店。', '非常感谢，这个酒店很好。', '不用了，谢谢'));
    expect(phraseSignals(r)).toEqual(['1:positive_feedback.gratitude', '2:positive_feedback.gratitude']);
  });

  it('jpn: ありがとう is gratitude; complaints, confusion and 人間と話したい in Japanese', () => {
    const r = analyze(
      conversation(
        'こんにちは。東京でホテルを探しています。',
        '全然動きません。',
        '意味がわかりません。',
        '人間と話したいです。',
        'ありがとうございます。',
      ),
    );
    expect(r.language).toBe('jpn');
    expect(phraseSignals(r)).toEqual([
      '1:frustration.complaint',
      '2:frustration.confusion',
      '3:escalation.human',
      '4:positive_feedback.gratitude',
    ]);
  });

  it.each([
    ['できましたら is "if possible"', 'できましたら駐車場のあるホテルがいいです。'],
    ['バカンス holds バカ but is a holiday', 'バカンスの予定を立てたいのですが。'],
    ['最高気温 is the highest temperature', '最高気温は何度ですか。'],
    ['よかったら is "if you like"', 'よかったら近くのレストランも教えてください。'],
    ['〜と助かります is a request', '駐車場があると助かります。'],
  ])('jpn trap: %s', (_why, text) => {
    const r = analyze(conversation(text));
    expect(r.language).toBe('jpn');
    expect(r.signals).toEqual([]);
  });

  it('jpn: 非常に助かりました is gratitude (非 is no negator)', () => {
    const r = analyze(conversation('駅までの道を教えてください。', '非常に助かりました。'));
    expect(phraseSignals(r)).toEqual(['1:positive_feedback.gratitude']);
  });
});

describe('languages without a lexicon', () => {
  const italian = conversation(
    'Ciao, il mio ordine non è ancora arrivato e nessuno risponde alle mie email.',
    'NON FUNZIONA NIENTE!!!',
    'Grazie mille, adesso funziona tutto.',
  );

  it('runs only the structural detectors and reports the skipped ones', () => {
    const r = analyze(italian);
    expect(r.language).toBe('ita');
    expect(r.signals.map((s) => s.type)).toEqual([
      'interaction.frustration.all_caps',
      'interaction.frustration.excessive_punctuation',
    ]);
    expect(r.skippedDetectors).toEqual([
      'interaction.misalignment.correction',
      'interaction.misalignment.rephrase',
      'interaction.misalignment.clarification',
      'interaction.frustration.complaint',
      'interaction.frustration.confusion',
      'interaction.frustration.profanity',
      'interaction.positive_feedback.gratitude',
      'interaction.positive_feedback.satisfaction',
      'interaction.positive_feedback.success',
      'interaction.escalation.human',
      'interaction.escalation.support',
      'interaction.escalation.quit',
    ]);
  });

  it('applies no English phrase to text it cannot identify', () => {
    const r = analyze(conversation('ok, show me ticket T-9'));
    expect(r.language).toBe('und');
    expect(r.positiveFeedback.count).toBe(0);
    expect(r.skippedDetectors).toHaveLength(12);
  });

  it('places short text by the phrases it matches when function words cannot', () => {
    expect(analyze(conversation('thanks!')).language).toBe('eng');
    expect(analyze(conversation('fix it', 'thanks!')).positiveFeedback.count).toBe(1);
    expect(analyze(conversation('gracias')).language).toBe('spa');
    expect(analyze(conversation('merci beaucoup')).language).toBe('fra');
    // A tie between languages, or a short shared word, stays undetermined.
    expect(analyze(conversation('ok')).language).toBe('und');
  });

  it('lets a user add a language through the lexicons option', () => {
    const lexicons = {
      ita: { gratitude: ['grazie', 'grazie mille'], complaint: ['non funziona'], stopwords: ['il', 'e', 'di'] },
    };
    const r = analyze(italian, { lexicons });
    expect(r.language).toBe('ita');
    expect(phraseSignals(r)).toEqual(['1:frustration.complaint', '2:positive_feedback.gratitude']);
    expect(r.skippedDetectors).toEqual([
      'interaction.misalignment.correction',
      'interaction.misalignment.clarification',
      'interaction.frustration.confusion',
      'interaction.frustration.profanity',
      'interaction.positive_feedback.satisfaction',
      'interaction.positive_feedback.success',
      'interaction.escalation.human',
      'interaction.escalation.support',
      'interaction.escalation.quit',
    ]);
  });

  it('lets a user extend a shipped language', () => {
    const text = conversation('El pedido sigue perdido y nadie me contesta desde hace una semana.');
    expect(analyze(text).frustration.count).toBe(0);
    const r = analyze(text, { lexicons: { spa: { complaint: ['nadie me contesta'] } } });
    expect(phraseSignals(r)).toEqual(['0:frustration.complaint']);
  });

  it('uses the forced language instead of detecting it', () => {
    const r = analyze(conversation('hola, necesito cambiar mi pedido', 'gracias'), { language: 'spa' });
    expect(r.language).toBe('spa');
    expect(phraseSignals(r)).toEqual(['1:positive_feedback.gratitude']);
  });

  it('reports no skipped detector for English', () => {
    const r = analyze(conversation('It still does not work and I have tried everything you said.'));
    expect(r.language).toBe('eng');
    expect(r.skippedDetectors).toBeUndefined();
    expect('skippedDetectors' in r).toBe(false);
  });
});
