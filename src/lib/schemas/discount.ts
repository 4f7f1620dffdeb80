import { z } from 'zod'

import { dayOf } from '../discounts'
import { activeFlag, bookingLinkInput, calendarDayInput, numberInput, optionalText } from './contractFields'

export const END_BEFORE_START = 'The end date cannot be before the start date.'

/** A promotion may end on the day it starts, never before. */
export const endsOnOrAfterStart = (start: string, end: string): boolean => dayOf(end) >= dayOf(start)

const discountFields = z.object({
  service_id: z
    .union([z.string().trim().min(1), z.number()], {
      message: 'Choose the service (service_id) the discount applies to.',
    })
    .transform(String),
  title_sv: z
    .string({ message: 'The Swedish title (title_sv) is required.' })
    .trim()
    .min(1, 'The Swedish title (title_sv) is required.')
    .max(200, 'The Swedish title can be at most 200 characters.'),
  title_en: optionalText(200, 'The English title'),
  description_sv: optionalText(5000, 'The Swedish description'),
  description_en: optionalText(5000, 'The English description'),
  discount_percent: numberInput('Discount percent must be a number from 1 to 100.', { min: 1, max: 100 }),
  // Empty: the service's price is used (SPEC §9).
  original_price: z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number({ message: 'Original price must be a number of 0 or more (SEK).' })
      .min(0, 'Original price must be a number of 0 or more (SEK).')
      .nullable(),
  ),
  start_date: calendarDayInput('Start date must be a date (YYYY-MM-DD).'),
  end_date: calendarDayInput('End date must be a date (YYYY-MM-DD).'),
  is_active: activeFlag,
  booking_link: bookingLinkInput,
})

/** `POST /discounts` body (SPEC §3 discount, snake_case). */
export const discountCreateSchema = discountFields
  .partial({
    title_en: true,
    description_sv: true,
    description_en: true,
    original_price: true,
    is_active: true,
    booking_link: true,
  })
  .refine((body) => endsOnOrAfterStart(body.start_date, body.end_date), {
    message: END_BEFORE_START,
    path: ['end_date'],
  })

/** `PUT /discounts/{id}` body: any subset; the date order is checked against the stored dates too. */
export const discountUpdateSchema = discountFields.partial()

export type DiscountUpdate = z.infer<typeof discountUpdateSchema>
