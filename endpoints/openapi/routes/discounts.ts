import { z } from 'zod'

import { deleted, langQuery } from './shared'
import { discountCreateSchema, discountUpdateSchema, END_BEFORE_START } from '../../../src/lib/schemas/discount'
import type { RouteDoc } from '../../http/route'
import { discountAnswer, idAnswer } from '../answers'

const NOT_FOUND = 'Discount not found.'
const NO_SERVICE = 'The chosen service does not exist.'

/** /discounts (endpoints/discounts.ts). */
export const discountsRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/discounts',
    summary: 'The discounts visible today',
    description: 'Active, not ended (in the salon day, Europe/Stockholm), of an active treatment.',
    query: langQuery,
    success: { data: z.array(discountAnswer), description: 'The visible discounts.' },
  },
  {
    method: 'get',
    path: '/discounts/:id',
    summary: 'One discount',
    query: langQuery,
    success: { data: discountAnswer, description: 'The discount.' },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'post',
    path: '/discounts',
    summary: 'Add a discount',
    staff: true,
    query: langQuery,
    body: discountCreateSchema,
    success: { status: 201, data: discountAnswer, description: 'The new discount.' },
    errors: { 400: [NO_SERVICE, END_BEFORE_START, 'Please correct the highlighted fields.'] },
  },
  {
    method: 'put',
    path: '/discounts/:id',
    summary: 'Change a discount',
    description: 'Only the fields sent change; the dates are checked against the stored ones too.',
    staff: true,
    query: langQuery,
    body: discountUpdateSchema,
    success: { data: discountAnswer, description: 'The discount as it is now.' },
    errors: { 400: [NO_SERVICE, END_BEFORE_START, 'Please correct the highlighted fields.'], 404: [NOT_FOUND] },
  },
  {
    method: 'delete',
    path: '/discounts/:id',
    summary: 'Delete a discount',
    staff: true,
    success: { data: idAnswer, description: deleted('discount') },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'patch',
    path: '/discounts/:id/toggle',
    summary: 'Switch a discount on or off',
    staff: true,
    query: langQuery,
    success: { data: discountAnswer, description: 'The discount in its new state.' },
    errors: { 404: [NOT_FOUND] },
  },
]
