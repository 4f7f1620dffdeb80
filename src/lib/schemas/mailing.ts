import { z } from 'zod'

/** 1/0 or true/false, as clients send switches. */
const flag = z.union([z.boolean(), z.literal(1), z.literal(0)]).transform((value) => value === true || value === 1)

const subject = (language: string) =>
  z
    .string({ error: `Please enter a ${language} subject` })
    .trim()
    .max(200, `The ${language} subject must be at most 200 characters`)
const body = (language: string) =>
  z
    .string({ error: `Please enter a ${language} text` })
    .trim()
    .max(20_000, `The ${language} text must be at most 20000 characters`)

/** `PUT /notifications/{id}`: any of the fields; Swedish may not be emptied (it is the fallback language). */
export const mailingUpdateSchema = z.object({
  subject_sv: subject('Swedish').min(1, 'Please enter a Swedish subject').optional(),
  subject_en: subject('English').nullish(),
  body_sv: body('Swedish').min(1, 'Please enter a Swedish text').optional(),
  body_en: body('English').nullish(),
  /** The template it was generated from, if any (free text: staff may name their own). */
  template: z.string().trim().max(50, 'template must be at most 50 characters').nullish(),
  is_active: flag.optional(),
})

/** `POST /notifications`: a mailing needs at least its Swedish subject and text; English falls back to them. */
export const mailingCreateSchema = mailingUpdateSchema.extend({
  subject_sv: subject('Swedish').min(1, 'Please enter a Swedish subject'),
  body_sv: body('Swedish').min(1, 'Please enter a Swedish text'),
})
export type MailingInput = z.infer<typeof mailingUpdateSchema>

/** `POST /notifications/{id}/send`: `{ resend: true }` sends an already sent mailing again. */
export const mailingSendSchema = z.object({ resend: z.boolean().optional() })

/** `POST /notifications/preview`: the texts of a mailing being written, with the same rules as creating one. */
export const mailingPreviewSchema = mailingCreateSchema.pick({
  subject_sv: true,
  body_sv: true,
  subject_en: true,
  body_en: true,
})
export type MailingPreviewInput = z.infer<typeof mailingPreviewSchema>
