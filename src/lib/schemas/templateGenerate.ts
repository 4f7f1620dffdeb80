import { z } from 'zod'

/** The mailing templates staff can start from (built in src/mail/templates.ts). */
export const TEMPLATE_NAMES = ['new_discounts', 'newsletter', 'opening_hours'] as const
export type TemplateName = (typeof TEMPLATE_NAMES)[number]

/** `POST /notifications/templates/generate`: `{ template }`. */
export const templateGenerateSchema = z.object({
  template: z.enum(TEMPLATE_NAMES, { error: `template must be one of: ${TEMPLATE_NAMES.join(', ')}` }),
})
