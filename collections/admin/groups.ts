/**
 * The panel's navigation groups. The nav lists groups in the order their first member appears in
 * payload.config.ts, so the collections are listed there group by group.
 */
export const groups = {
  content: { sv: 'Innehåll', en: 'Content' },
  customers: { sv: 'Kunder', en: 'Customers' },
  statistics: { sv: 'Statistik', en: 'Statistics' },
  system: { sv: 'System', en: 'System' },
}
