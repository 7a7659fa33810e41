/** The position `step` places away from `index` among `count` items, wrapping past either end. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
