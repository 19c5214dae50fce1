import { describe, expect, it } from 'vitest';
import { DETECTION_SAMPLE_CHARS, detectLanguage, UNDETERMINED } from '../../src/language/detect';

describe('detectLanguage', () => {
  describe('script fast path', () => {
    it.each([
      ['cmn', '你好，能帮我找一家离火车站近一点的酒店吗？'],
      ['cmn', '謝謝你的幫忙，這個問題已經解決了。'],
      ['cmn', '谢谢'],
      ['jpn', 'ありがとう'],
      ['jpn', '人間と話したいです。'],
      ['jpn', '東京駅の近くでおすすめのホテルはありますか'],
      ['jpn', 'カスタマーサポートに連絡したいので、メールアドレスを知りたいです。'],
      ['kor', '감사합니다'],
      ['kor', '아직 주문한 물건이 도착하지 않았어요. 확인해 주실 수 있나요?'],
      ['ell', 'Ευχαριστώ πολύ για τη βοήθεια'],
      ['heb', 'תודה רבה על העזרה'],
      ['tha', 'ขอบคุณมากครับ'],
      ['hye', 'Շնորհակալություն'],
      ['kat', 'გმადლობთ დახმარებისთვის'],
      ['tam', 'மிக்க நன்றி'],
      ['ben', 'অনেক ধন্যবাদ'],
    ])('%s: %s', (language, text) => {
      expect(detectLanguage(text)).toBe(language);
    });

    it.each([
      ['rus', 'Здравствуйте! Я уже неделю жду ответа от службы поддержки, но никто так и не ответил.'],
      ['rus', 'Напиши мне, пожалуйста, письмо для начальника о том, что я завтра не приду на работу.'],
      ['ukr', 'Добрий день, моє замовлення досі не надійшло, і ніхто не відповідає на мої листи.'],
      ['bel', 'Прывітанне, мой заказ яшчэ не прыйшоў, і ніхто не адказвае.'],
      ['bul', 'Здравейте, поръчката ми все още не е пристигнала и никой не отговаря на писмата ми.'],
      ['srp', 'Здраво, моја поруџбина још није стигла и нико не одговара на моје поруке.'],
      ['kaz', 'Сәлеметсіз бе, менің тапсырысым әлі келген жоқ.'],
    ])('tells Cyrillic alphabets apart by their own letters: %s', (language, text) => {
      expect(detectLanguage(text)).toBe(language);
    });

    it('tells the languages of Arabic and Devanagari apart with franc', () => {
      expect(detectLanguage('مرحبا، طلبي لم يصل بعد ولا أحد يرد على رسائلي. هل يمكنكم التحقق من ذلك؟')).toBe('arb');
      expect(detectLanguage('नमस्ते, मेरा ऑर्डर अभी तक नहीं आया है और कोई भी मेरे ईमेल का जवाब नहीं दे रहा है।')).toBe('hin');
    });

    it('reads Japanese as Japanese even with many kanji, and Chinese with a stray kana as Chinese', () => {
      expect(detectLanguage('東京都千代田区丸の内一丁目の駅前ホテル')).toBe('jpn');
      expect(detectLanguage('这个表情¯\\_(ツ)_/¯是什么意思，我在网上经常看到别人用它')).toBe('cmn');
    });

    it('weighs one CJK character like a short word, so a Chinese request with an English term stays Chinese', () => {
      expect(detectLanguage('帮我写一个Python函数，用来读取JSON文件')).toBe('cmn');
      expect(detectLanguage('How do I say 谢谢 in a formal letter to a business partner?')).toBe('eng');
    });

    it('is und below the minimum amount of a script', () => {
      expect(detectLanguage('好')).toBe(UNDETERMINED);
      expect(detectLanguage('감')).toBe(UNDETERMINED);
      expect(detectLanguage('Спасибо')).toBe(UNDETERMINED); // Cyrillic is shared: franc needs more text
    });
  });

  describe('Latin script', () => {
    it.each([
      ['eng', 'My order never arrived and nobody answers my emails. Can you check it?'],
      ['eng', 'no, I meant the other file'],
      ['eng', "I don't understand what you mean"],
      ['eng', 'it works now, thanks a lot'],
      ['spa', 'no, quiero decir el otro archivo'],
      ['spa', 'Hola, necesito ayuda con mi pedido. No ha llegado todavía y ya pasaron dos semanas.'],
      ['spa', 'eso no es lo que te pedí, quiero el informe del mes pasado'],
      ['spa', 'sigue sin funcionar y ya lo intenté tres veces'],
      ['por', 'Olá, preciso de ajuda com o meu pedido, ainda não chegou e já se passaram duas semanas.'],
      ['por', 'você não entendeu o que eu pedi'],
      ['por', 'Obrigado! Agora funcionou perfeitamente, você me ajudou muito.'],
      ['fra', 'je ne comprends pas'],
      ['fra', "Bonjour, ma commande n'est toujours pas arrivée et personne ne répond à mes mails."],
      ['fra', 'merci, ça marche maintenant'],
      ['deu', 'das funktioniert nicht'],
      ['deu', 'Hallo, meine Bestellung ist immer noch nicht angekommen und niemand antwortet auf meine E-Mails.'],
      ['deu', 'ich verstehe nicht, was du meinst'],
    ])('%s: %s', (language, text) => {
      expect(detectLanguage(text)).toBe(language);
    });

    it('accepts English on function words alone, even in a tiny reply', () => {
      expect(detectLanguage('ok that worked')).toBe('eng');
      expect(detectLanguage('thank you')).toBe('eng');
    });

    it.each(['thanks!', 'ok', 'perfect', 'gracias', 'deu certo, valeu', 'merci', 'lol', 'Ok\nFine\nGood'])(
      'is und for %j: no function word says which language',
      (text) => {
        expect(detectLanguage(text)).toBe(UNDETERMINED);
      },
    );

    it('does not read a Spanish "no" as English (function words every candidate shares decide nothing)', () => {
      expect(detectLanguage('no, no funciona')).toBe(UNDETERMINED);
      expect(detectLanguage('No, no funciona. Ya reinicié el router y sigue igual.')).toBe('spa');
    });

    it.each([
      [
        'ita',
        'Ciao, il mio ordine non è ancora arrivato e nessuno risponde alle mie email. Potete controllare per favore?',
      ],
      ['ita', 'Grazie mille, adesso funziona tutto. Mi hai aiutato molto con la configurazione del server.'],
      [
        'nld',
        'Hallo, mijn bestelling is nog steeds niet aangekomen en niemand reageert op mijn e-mails. Kunnen jullie dat nakijken?',
      ],
      [
        'pol',
        'Dzień dobry, moje zamówienie wciąż nie dotarło i nikt nie odpowiada na moje maile. Czy możecie to sprawdzić?',
      ],
      [
        'tur',
        'Merhaba, siparişim hala gelmedi ve kimse e-postalarıma cevap vermiyor. Kontrol edebilir misiniz lütfen?',
      ],
      [
        'swe',
        'Hej, min beställning har fortfarande inte kommit och ingen svarar på mina mejl. Kan ni kontrollera det?',
      ],
    ])("names %s, a language without a lexicon, instead of borrowing a neighbour's lexicon", (language, text) => {
      expect(detectLanguage(text)).toBe(language);
    });

    it('leaves text with more emoji than letters to franc itself, with the same outcome', () => {
      // More non-ASCII code units than ASCII letters: franc might not read it as Latin script.
      expect(detectLanguage('eso no es lo que te pedí, quiero el informe del mes pasado ' + '🙂'.repeat(60))).toBe(
        'spa',
      );
    });

    it('ignores the words of domains, handles and query strings', () => {
      // ".com" is not the Portuguese "com" (with).
      expect(
        detectLanguage(
          'we reported the fake pages at bank-login.com, secure-pay.com, account-verify.com and billing-update.com',
        ),
      ).toBe('eng');
    });

    it('folds accents and apostrophes: chat Spanish and Portuguese often drop them', () => {
      expect(detectLanguage('nao funciona, voce pode me ajudar com isso')).toBe('por');
      expect(detectLanguage('no se que esta pasando, tambien lo intente con otro navegador')).toBe('spa');
    });
  });

  describe('bounds and hostile input', () => {
    it('is und for empty text, digits, punctuation and emoji', () => {
      for (const text of ['', '   ', '123 456 !!!', '🙂👍', '```\n```', '\u0000\uFFFF'])
        expect(detectLanguage(text)).toBe(UNDETERMINED);
    });

    it(`reads only the first ${DETECTION_SAMPLE_CHARS} characters`, () => {
      const english = 'Please check my order, it has not arrived yet and I am waiting. '.repeat(40);
      expect(detectLanguage(english + '谢谢'.repeat(5000))).toBe('eng');
    });

    it('survives lone surrogates and huge input quickly', () => {
      expect(detectLanguage('\uD83D thanks for the help \uDE00 it works now')).toBe('eng');
      const start = performance.now();
      expect(detectLanguage('x'.repeat(1_000_000))).toBe(UNDETERMINED);
      expect(performance.now() - start).toBeLessThan(200);
    });
  });
});
