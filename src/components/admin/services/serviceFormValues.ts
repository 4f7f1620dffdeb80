import type { Resolver } from 'react-hook-form'

import type { ServiceBody } from './useServices'
import { serviceCreateSchema, serviceUpdateSchema } from '../../../lib/schemas/service'
import { schemaErrors } from '../frame/formErrors'
import type { AdminService } from '../frame/useServiceList'

/** The service form: the contract's fields, with the name and description in both languages. */
export type ServiceFormValues = {
  name: string
  name_en: string
  description: string
  description_en: string
  category: string
  price: string
  duration: string
  booking_link: string
  image_url: string
  is_active: boolean
}

export const emptyService: ServiceFormValues = {
  name: '',
  name_en: '',
  description: '',
  description_en: '',
  category: 'nails',
  price: '',
  duration: '60',
  booking_link: '',
  image_url: '',
  is_active: true,
}

export const serviceToValues = (service: AdminService): ServiceFormValues => ({
  name: service.name,
  name_en: service.name_en === service.name ? '' : service.name_en,
  description: service.description ?? '',
  description_en: service.description_en === service.description ? '' : (service.description_en ?? ''),
  category: service.category,
  price: String(service.price),
  duration: String(service.duration_minutes),
  booking_link: service.booking_link ?? '',
  image_url: service.image_url ?? '',
  is_active: service.is_active === 1,
})

/** The Swedish request carries every field; the English one only the texts, when any was written. */
export const valuesToBodies = (values: ServiceFormValues): { swedish: ServiceBody; english: ServiceBody | null } => ({
  swedish: {
    name: values.name,
    description: values.description || null,
    category: values.category,
    price: values.price,
    duration: values.duration,
    booking_link: values.booking_link,
    image_url: values.image_url || null,
    is_active: values.is_active ? 1 : 0,
    lang: 'sv',
  },
  english:
    values.name_en.trim() || values.description_en.trim()
      ? { name: values.name_en.trim() || values.name, description: values.description_en || null, lang: 'en' }
      : null,
})

/** Validates with the contract's own schemas, so the form and the server never disagree. */
export const serviceResolver: Resolver<ServiceFormValues> = async (values) => {
  const { swedish, english } = valuesToBodies(values)
  const errors = {
    ...(english
      ? schemaErrors(serviceUpdateSchema.safeParse(english).error?.issues ?? [], {
          name: 'name_en',
          description: 'description_en',
        })
      : {}),
    ...schemaErrors(serviceCreateSchema.safeParse(swedish).error?.issues ?? []),
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
}
