/** Texts and their `textHash`, shared by the native-copy and loop-copy tests. */
export const TEXT_HASH_VALUES: readonly (readonly [string, number])[] = [
  ['', 74944583],
  ['a', 152466075],
  ["I can't help with that.", 976022494],
  ['é€😀\uD800x', 593053995],
  ['The order #4411 ships on Monday.'.repeat(40), 395826085],
];
