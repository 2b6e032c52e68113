/** Piecewise-linear lookup: `points` are [x, y] pairs with x ascending; outside them the end values hold. */
export function piecewise(points: readonly (readonly [number, number])[], x: number): number {
  const [first] = points;
  if (x <= first![0]) return first![1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    if (x <= x1) {
      const [x0, y0] = points[i - 1]!;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return points[points.length - 1]![1];
}

export const clamp = (n: number, min = 0, max = 100) => Math.min(max, Math.max(min, n));

export const percent = (ratio: number) => `${Math.round(ratio * 1000) / 10}%`;
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
