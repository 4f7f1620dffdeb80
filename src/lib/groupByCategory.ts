/** Groups items by a key, keeping the order in which each key first appears. */
export const groupByCategory = <T>(items: T[], keyOf: (item: T) => string): [string, T[]][] => {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return [...groups.entries()]
}
