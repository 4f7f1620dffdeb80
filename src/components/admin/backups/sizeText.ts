/** An archive's size in the admin's language: bytes, kB or MB with one decimal (1 kB = 1000 B, as file managers show). */
export const sizeParts = (bytes: number): { unit: 'b' | 'kb' | 'mb'; value: number } =>
  bytes < 1000
    ? { unit: 'b', value: bytes }
    : bytes < 1_000_000
      ? { unit: 'kb', value: bytes / 1000 }
      : { unit: 'mb', value: bytes / 1_000_000 }
