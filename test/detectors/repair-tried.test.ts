import { describe, expect, it } from 'vitest';
import { sameStem, STEM_MAX_ENDING, STEM_MIN_PREFIX } from '../../src/detectors/reply-view';
import { assistant, exchange, misalignmentIn, user } from '../helpers';

const typesIn = misalignmentIn;
const turn = exchange;
const CORRECTION = ['2:interaction.misalignment.correction'];

describe('repair: the assistant suggests what the user tried already', () => {
  it.each([
    [
      'eng',
      'Nobody calls me back.',
      'Call 0333 and leave a message to request a call back.',
      "I've tried leaving a voicemail several times in the past week",
    ],
    ['eng', 'My router drops the connection.', 'Restart the router.', 'I already tried that, still nothing.'],
    ['eng', 'The app crashes.', 'Please follow the steps on our help page.', 'I tried everything, nothing works'],
    ['eng', 'The app crashes.', 'Reinstall the app.', 'I have already tried reinstalling the app.'],
    ['eng', 'The app crashes.', 'Clear the cache.', 'I already did that and it still crashes.'],
    ['deu', 'Mein Router verliert die Verbindung.', 'Starten Sie den Router neu.', 'Das hab ich schon versucht.'],
    ['deu', 'Niemand ruft zurück.', 'Rufen Sie die Hotline an.', 'Ich habe mehrmals versucht, anzurufen.'],
    ['fra', 'Mon routeur se déconnecte.', 'Redémarrez le routeur.', "J'ai déjà essayé, rien ne change."],
    ['spa', 'Mi router se desconecta.', 'Reinicie el router.', 'Ya lo intenté y sigue igual.'],
    ['por', 'Meu roteador desconecta.', 'Reinicie o roteador.', 'Já tentei isso.'],
    ['cmn', '我的路由器断线了。', '请重启路由器。', '我已经试过了。'],
    ['jpn', 'ルーターが切れます。', 'ルーターを再起動してください。', 'もう試しました。'],
  ])('fires (%s): %s → %s → %s', (language, request, reply, next) => {
    expect(typesIn(language, turn(request, reply, next))).toEqual(CORRECTION);
  });

  it.each([
    // An attempt reported without saying it came before: doing what was just asked, a progress report.
    ['The MMS fails.', 'Please try sending an MMS again.', "I've tried sending an MMS again, but it still fails."],
    // The assistant asked whether it was tried: an answer.
    ['The router drops.', 'Have you tried restarting it?', 'Yes, I already tried that.'],
    ['The router drops.', 'Have you tried restarting it', 'I already tried that several times.'],
    // What was tried is named right after the phrase, and the reply suggested nothing of it.
    ['It fails.', 'How can I help?', 'I already tried restarting twice.'],
    // Never tried.
    ['I like food.', 'You should try sushi.', "I've never tried sushi before."],
    // What was tried is not what the assistant said: the user's own story.
    ['I like food.', 'I love to try new food.', "I've tried some unusual foods many times."],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(typesIn('eng', turn(request, reply, next))).toEqual([]);
  });

  it('reads the tried thing by stem, no further', () => {
    expect(sameStem('leaving', 'leave')).toBe(true);
    expect(sameStem('restarting', 'restart')).toBe(true);
    expect(sameStem('walk', 'walking')).toBe(true);
    // STEM_MAX_ENDING letters past the shared part in the shorter word, and no more.
    expect(sameStem('walkers', 'walking')).toBe(false);
    expect(sameStem('walkin', 'walking')).toBe(true);
    // Fewer than STEM_MIN_PREFIX shared letters.
    expect(sameStem('leaf', 'leave')).toBe(false);
    expect(sameStem('run', 'running')).toBe(false);
    expect(sameStem('run', 'run')).toBe(true);
    expect(STEM_MIN_PREFIX).toBe(4);
    expect(STEM_MAX_ENDING).toBe(2);
  });

  it('never in the first user turn, and hostile input does not throw', () => {
    expect(typesIn('eng', [assistant('Restart the router.'), user('I already tried that.')])).toEqual([]);
    const long = "I've tried ".repeat(5_000) + 'several times';
    expect(() => typesIn('eng', turn('hi', 'Restart \u202e the router.'.repeat(2_000), long))).not.toThrow();
  });
});
