import { createHash, timingSafeEqual } from 'node:crypto'

/** Whether two secrets are the same, in a time that does not tell how much of one was guessed right. */
export const sameSecret = (given: string, expected: string): boolean => {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length
}
