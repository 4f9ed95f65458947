/**
 * A load generator's input: the JSON its parent passes as the one argument, or `@<file>` naming
 * a file that holds it (one argument is capped at 128 KB, and 300 tokens with their refresh
 * tokens exceed that).
 */
import { readFileSync } from 'node:fs';

export function loadInput<T>(): T {
  const arg = process.argv[2] ?? '';
  return JSON.parse(arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg) as T;
}
