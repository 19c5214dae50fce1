import { describe, expect, it } from 'vitest';
import { assistant, user } from '../helpers';
import { fired, LONG_EN } from './positive-feedback-fired';

const LONG_JA =
  '明日の東京の天気は晴れのち曇りで、最高気温は二十二度、最低気温は十四度の予報です。午後から風が強くなりますので、お出かけの際はご注意ください。夜には雨が降る可能性もあります。';
const LONG_ZH =
  '这家餐厅的地址是北京市朝阳区建国路八十八号，营业时间是早上十点到晚上十点，人均消费大约一百五十元，推荐菜是北京烤鸭和宫保鸡丁，电话是零一零六五五五一二三四。';

describe('an acknowledgement that also thanks is gratitude', () => {
  it.each([
    ['How do I reset my router?', LONG_EN, 'Understood, thank you.', '2:gratitude'],
    ['How do I reset my router?', LONG_EN, 'Got it, thanks a lot!', '2:gratitude'],
    ['明日の東京の天気を教えてください。', LONG_JA, 'わかりました。ありがとうございます。', '2:gratitude'],
    ['明日の東京の天気を教えてください。', LONG_JA, 'よくわかりました、ありがとうございました。', '2:gratitude'],
    ['请告诉我这家餐厅的地址。', LONG_ZH, '好的，没问题了，谢谢。', '2:gratitude'],
    ['请告诉我这家餐厅的地址。', LONG_ZH, '清楚了，谢谢你。', '2:gratitude'],
  ])('%s → … → %s', (request, reply, next, expected) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([expected]);
  });

  it.each([
    // Alone after an answer, an acknowledgement only acknowledges it: no success is reported.
    ['How do I reset my router?', LONG_EN, 'Understood.', undefined],
    ['明日の東京の天気を教えてください。', LONG_JA, 'よくわかりました。', undefined],
    // After the user said they were lost, "got it" is the success the spec names: understanding reached.
    ["I don't understand, what do you mean?", LONG_EN, 'Understood.', '2:success'],
    ['さっぱりわからないです。', LONG_JA, 'よくわかりました。', '2:success'],
    // A success report with thanks stays a success: it reports that something worked.
    ['How do I reset my router?', LONG_EN, 'That worked, thanks!', '2:success'],
  ])('%s → … → %s', (request, reply, next, expected) => {
    const user0 = user('Hi.');
    const reply0 = assistant('Hello! How can I help?');
    const got = fired([user0, reply0, user(request), assistant(reply), user(next)]).map((f) =>
      f.replace(/^\d+:/, '2:'),
    );
    expect(got).toEqual(expected === undefined ? [] : [expected]);
  });

  it.each([
    // After a refusal the acknowledgement and the thanks are both a sign-off.
    ['请帮我退款。', '很抱歉，这张票不能退款。', '清楚了，谢谢。'],
    ['払い戻しをお願いします。', '申し訳ありませんが、払い戻しはできません。', 'よくわかりました。'],
    // Nothing done yet (a short answer, no work): "no more questions" only closes.
    ['这家店几点关门？', '十点。', '没问题了。'],
  ])('quiet: %s → %s → %s', (request, reply, next) => {
    expect(fired([user(request), assistant(reply), user(next)])).toEqual([]);
  });
});
