'use client'

import { useState } from 'react'

import { ServiceForm } from './ServiceForm'
import { useDeleteService, useServiceCategories, useSetServiceActive } from './useServices'
import { DEFAULT_IMAGE } from '../../../lib/siteConstants'
import { AreaHeading } from '../frame/AreaHeading'
import { DeleteAction } from '../frame/DeleteAction'
import { Field } from '../frame/Field'
import { useLeave } from '../frame/LeaveGuard'
import { RowFailure } from '../frame/RowFailure'
import { QueryState } from '../frame/states'
import { useRowAction } from '../frame/useRowAction'
import { useServiceList, type AdminService } from '../frame/useServiceList'
import { useAdminText, useCategoryLabel, usePriceText } from '../useAdminText'

function ServiceRow({ service, onEdit }: { service: AdminService; onEdit: () => void }) {
  const { t } = useAdminText()
  const categoryLabel = useCategoryLabel()
  const price = usePriceText()
  const { failure, run } = useRowAction()
  const setActive = useSetServiceActive()
  const remove = useDeleteService()
  const active = service.is_active === 1

  return (
    <li className="admin-row" data-testid="service-row" data-name={service.name}>
      <div className="admin-row__main">
        <img src={service.image_url || DEFAULT_IMAGE} alt="" width={56} height={56} />
        <div>
          <p className="admin-row__title">{service.name}</p>
          <p className="admin-row__meta">
            {categoryLabel(service.category)} · {price(service.price)} ·{' '}
            {t('services.minutes', { count: service.duration_minutes })}{' '}
            <span className={`admin-tag${active ? '' : ' admin-tag--muted'}`}>
              {active ? t('frame.active') : t('frame.hidden')}
            </span>
          </p>
          <RowFailure failure={failure} />
        </div>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onEdit}
          aria-label={`${t('frame.edit')}: ${service.name}`}
        >
          {t('frame.edit')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={setActive.isPending}
          onClick={() =>
            void run(
              () => setActive.mutateAsync({ id: service.id, active: !active }),
              active ? t('services.hiddenDone') : t('services.shownDone'),
            )
          }
          aria-label={`${active ? t('services.hide') : t('services.show')}: ${service.name}`}
        >
          {active ? t('services.hide') : t('services.show')}
        </button>
        <DeleteAction
          name={service.name}
          busy={remove.isPending}
          onDelete={() => void run(() => remove.mutateAsync(service.id), t('frame.deleted'))}
        />
      </div>
    </li>
  )
}

/** Every service, active and hidden: filter, search, create, edit, hide and delete. */
export function ServicesArea() {
  const { t } = useAdminText()
  const categoryLabel = useCategoryLabel()
  const services = useServiceList()
  const categories = useServiceCategories()
  const leave = useLeave()
  const [category, setCategory] = useState('all')
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null)

  if (editing) {
    const service = editing === 'new' ? null : editing
    return (
      <>
        <AreaHeading
          actions={
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => leave(() => setEditing(null))}
            >
              {t('services.backToList')}
            </button>
          }
        >
          {service ? t('services.editTitle', { name: service.name }) : t('services.newTitle')}
        </AreaHeading>
        <ServiceForm service={service} onDone={() => setEditing(null)} />
      </>
    )
  }

  const term = search.trim().toLowerCase()
  return (
    <>
      <AreaHeading
        actions={
          <button type="button" className="button button--small" onClick={() => setEditing('new')}>
            {t('services.add')}
          </button>
        }
      >
        {t('frame.areas.services')}
      </AreaHeading>
      <div className="admin-filters" role="search">
        <Field label={t('services.search')}>
          {(control) => (
            <input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          )}
        </Field>
        <Field label={t('services.category')}>
          {(control) => (
            <select {...control} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="all">{t('services.allCategories')}</option>
              {categories.data?.map((name) => (
                <option key={name} value={name}>
                  {categoryLabel(name)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <QueryState query={services} isEmpty={(list) => list.length === 0} empty={t('services.empty')}>
        {(list) => {
          const shown = list.filter(
            (service) =>
              (category === 'all' || service.category === category) &&
              (!term || service.name.toLowerCase().includes(term) || service.name_en.toLowerCase().includes(term)),
          )
          return shown.length === 0 ? (
            <p className="admin-empty">{t('services.noMatch')}</p>
          ) : (
            <ul className="admin-list" aria-label={t('frame.areas.services')}>
              {shown.map((service) => (
                <ServiceRow key={service.id} service={service} onEdit={() => setEditing(service)} />
              ))}
            </ul>
          )
        }}
      </QueryState>
    </>
  )
}
