import { z } from 'zod'

import { serviceCreateSchema, serviceUpdateSchema } from '../../../src/lib/schemas/service'
import { categoriesAnswer, idAnswer, serviceAnswer } from '../answers'
import type { RouteDoc } from '../routeDoc'
import { deleted, langQuery } from './shared'

const NOT_FOUND = 'Service not found.'

/** /services (endpoints/services.ts). */
export const servicesRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/services',
    summary: 'The treatments',
    description: 'Active ones for everyone; staff may ask for the hidden ones too with `active=false`.',
    query: langQuery.extend({
      active: z.enum(['true', 'false']).optional().describe('`false` (staff) adds the hidden treatments.'),
    }),
    success: { data: z.array(serviceAnswer), description: 'The treatments in the salon order.' },
  },
  {
    method: 'get',
    path: '/services/categories/list',
    summary: 'The treatment categories',
    success: { data: categoriesAnswer, description: 'Every category a treatment may have, in the salon order.' },
  },
  {
    method: 'get',
    path: '/services/:id',
    summary: 'One treatment',
    query: langQuery,
    success: { data: serviceAnswer, description: 'The treatment.' },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'post',
    path: '/services',
    summary: 'Add a treatment',
    description: 'Name and description are in `lang` (Swedish by default); a new one gets them in Swedish too.',
    staff: true,
    body: serviceCreateSchema,
    success: { status: 201, data: serviceAnswer, description: 'The new treatment.' },
    errors: { 400: ['Please correct the highlighted fields.'] },
  },
  {
    method: 'put',
    path: '/services/:id',
    summary: 'Change a treatment',
    description: 'Only the fields sent change.',
    staff: true,
    body: serviceUpdateSchema,
    success: { data: serviceAnswer, description: 'The treatment as it is now.' },
    errors: { 400: ['Please correct the highlighted fields.'], 404: [NOT_FOUND] },
  },
  {
    method: 'delete',
    path: '/services/:id',
    summary: 'Delete a treatment',
    staff: true,
    success: { data: idAnswer, description: deleted('treatment') },
    errors: {
      404: [NOT_FOUND],
      409: ['This service has discounts. Delete its discounts first, or hide the service instead.'],
    },
  },
]
