/**
 * Build-time memoisation, one way for every loader: `load` runs once per key (its first argument;
 * once in all without one) for the whole build, and every page that asks shares its promise.
 */
export function memo<A extends [] | [string | number, ...unknown[]], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  const loaded = new Map<string | number | undefined, Promise<T>>();
  return (...args) => {
    let promise = loaded.get(args[0]);
    if (!promise) loaded.set(args[0], (promise = load(...args)));
    return promise;
  };
}
