/** The 7 calendar days (UTC, as the contract counts them) ending `date`, oldest first. */
export const weekDates = (date: string): string[] => {
  const end = Date.parse(`${date}T00:00:00Z`)
  return Array.from({ length: 7 }, (_, index) => new Date(end - (6 - index) * 86_400_000).toISOString().slice(0, 10))
}
