/**
 * One table holding the words of `first` and `second`, each still read when used. Not a spread: a
 * spread reads every getter once, when the module loads, and keeps that moment's language.
 */
export function joinTables<A extends object, B extends object>(first: A, second: B): A & B {
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(first), ...Object.getOwnPropertyDescriptors(second) }) as A & B;
}
