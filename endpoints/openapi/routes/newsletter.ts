import { z } from 'zod'

import { deleted, langQuery } from './shared'
import { newsletterSignupSchema } from '../../../src/lib/schemas/newsletterSignup'
import { newsletterUnsubscribeSchema } from '../../../src/lib/schemas/newsletterUnsubscribe'
import { subscriberListQuerySchema } from '../../../src/lib/schemas/subscriberListQuery'
import { PENDING_NOT_CONFIRMABLE } from '../../../src/lib/subscriberStatus'
import type { RouteDoc } from '../../http/route'
import { emailAnswer, idAnswer, subscriberAnswer, subscriberPageAnswer, subscriberStatsAnswer } from '../answers'

const NOT_FOUND = 'Subscriber not found.'
const linkToken = (what: string) =>
  z.object({ token: z.string().optional().describe(`The signed token of the ${what} link in the e-mail.`) })
const INVALID_LINK = 'The page saying the link is not valid (any more).'

/** /newsletter: sign-up, confirmation and unsubscribe for visitors, the subscribers for staff (endpoints/newsletter.ts). */
export const newsletterRoutes: RouteDoc[] = [
  {
    method: 'post',
    path: '/newsletter/subscribe',
    summary: 'Sign up for the newsletter (double opt-in)',
    description:
      'Sends a confirmation e-mail; the address is subscribed only once its link is opened and confirmed. ' +
      'The answer is the same whether the address was new, pending or confirmed. `website` is a honeypot.',
    body: newsletterSignupSchema,
    rateLimited: true,
    success: {
      data: emailAnswer,
      message: 'Thank you for subscribing!',
      description: 'Received (in the language of `lang` when sent).',
    },
  },
  {
    method: 'post',
    path: '/newsletter/unsubscribe',
    summary: 'Unsubscribe an address, or the link of a mailing',
    description:
      'With `{ email }`: the same answer whether the address was subscribed or not. With `?token=` (the ' +
      "mailing's link, RFC 8058 one-click or the page's button): an HTML page, and no body is read.",
    query: linkToken('unsubscribe'),
    body: newsletterUnsubscribeSchema,
    rateLimited: true,
    success: {
      data: emailAnswer,
      message: 'You have been unsubscribed from the newsletter.',
      description: 'Unsubscribed.',
    },
    pages: { 200: 'With `?token=`: the page saying the address is unsubscribed.', 404: INVALID_LINK },
  },
  {
    method: 'get',
    path: '/newsletter/unsubscribe',
    summary: "The unsubscribe link's page",
    description: 'Changes nothing (mail scanners open links): a page whose button posts to the same address.',
    query: linkToken('unsubscribe'),
    success: { html: { 200: 'The page with the unsubscribe button.', 404: INVALID_LINK } },
  },
  {
    method: 'get',
    path: '/newsletter/confirm',
    summary: "The confirmation link's page",
    description: 'Changes nothing: a page whose button posts to the same address.',
    query: linkToken('confirmation'),
    success: {
      html: { 200: 'The page with the confirm button.', 404: INVALID_LINK, 410: 'The link has expired.' },
    },
  },
  {
    method: 'post',
    path: '/newsletter/confirm',
    summary: 'Confirm a sign-up',
    query: linkToken('confirmation'),
    success: { html: { 200: 'The page saying the address is subscribed.', 404: INVALID_LINK, 410: 'Expired.' } },
  },
  {
    method: 'get',
    path: '/newsletter/subscribers',
    summary: 'The subscribers, a page at a time',
    staff: true,
    query: subscriberListQuerySchema.extend({
      page: z.number().int().min(1).optional().describe('From 1 (default).'),
      limit: z.number().int().min(1).max(100).optional().describe('Per page: 20 by default, at most 100.'),
    }),
    success: { data: subscriberPageAnswer, description: 'One page of subscribers, newest first, and the totals.' },
  },
  {
    method: 'get',
    path: '/newsletter/subscribers/export',
    summary: 'The filtered subscribers as a CSV file for Excel',
    description: 'Written a page at a time as it is sent; `lang` names the columns (Swedish by default).',
    staff: true,
    query: subscriberListQuerySchema.extend(langQuery.shape),
    success: { file: 'The CSV file (UTF-8, for Swedish Excel).', mediaType: 'text/csv' },
  },
  {
    method: 'get',
    path: '/newsletter/stats',
    summary: 'Counts of subscribers',
    staff: true,
    success: { data: subscriberStatsAnswer, description: 'The counts.' },
  },
  {
    method: 'patch',
    path: '/newsletter/subscribers/:id/toggle',
    summary: 'Switch a subscriber between confirmed and unsubscribed',
    staff: true,
    success: { data: subscriberAnswer, description: 'The subscriber in the new state.' },
    errors: { 404: [NOT_FOUND], 409: [PENDING_NOT_CONFIRMABLE] },
  },
  {
    method: 'delete',
    path: '/newsletter/subscribers/:id',
    summary: 'Delete a subscriber',
    staff: true,
    success: { data: idAnswer, description: deleted('subscriber') },
    errors: { 404: [NOT_FOUND] },
  },
]
