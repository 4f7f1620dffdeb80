/**
 * SQLite's LIKE folds the case of ASCII letters only, so "ölund" would miss "Ölund": a search term is also tried
 * in capitals and with a capital first letter (MongoDB's case-insensitive match needs none of this).
 */
export const caseVariants = (search: string): string[] => {
  const lower = search.toLocaleLowerCase('sv')
  return [
    ...new Set([
      search,
      lower,
      search.toLocaleUpperCase('sv'),
      lower.charAt(0).toLocaleUpperCase('sv') + lower.slice(1),
    ]),
  ]
}
