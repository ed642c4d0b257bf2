/** "1 stage", "3 stages", "0 days": the count, then `one` for exactly one, else `many`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
