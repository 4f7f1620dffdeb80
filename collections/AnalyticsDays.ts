import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'

/**
 * The daily counts that raw visits and clicks are rolled up into once they pass their retention time
 * (src/jobs/rollUpAnalytics.ts). One document per day; the analytics endpoints answer an old day from it and a
 * recent day from the raw rows, never both. Only the retention job writes them; they are backed up and restored.
 */
export const AnalyticsDays: CollectionConfig = {
  slug: 'analytics-days',
  labels: {
    singular: { sv: 'Dagsstatistik', en: 'Daily statistics' },
    plural: { sv: 'Dagsstatistik', en: 'Daily statistics' },
  },
  admin: { hidden: true },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'visits', type: 'number', required: true, defaultValue: 0 },
    { name: 'uniqueVisitors', type: 'number', required: true, defaultValue: 0 },
    // [{ element_type, element_id, element_name, count }], the daily-stats answer's own shape.
    { name: 'clicks', type: 'json', required: true, defaultValue: [] },
  ],
}
