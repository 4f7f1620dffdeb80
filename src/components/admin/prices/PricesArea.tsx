'use client'

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { serviceUpdateSchema } from '../../../lib/schemas/service'
import { AreaHeading } from '../frame/AreaHeading'
import { useLeaveGuard } from '../frame/LeaveGuard'
import { QueryState } from '../frame/states'
import { useToast } from '../frame/Toasts'
import { SERVICES_KEY, useServiceList, type AdminService } from '../frame/useServiceList'
import { useSession } from '../session/SessionProvider'
import { useAdminText, useMessageText, usePriceText } from '../useAdminText'

type Draft = { price: string; duration: string }
type RowError = Partial<Record<keyof Draft, string>> & { row?: string }

/** The contract's own rule for the two fields; one message per field. */
const validate = (draft: Draft): RowError => {
  const parsed = serviceUpdateSchema.safeParse({ price: draft.price, duration: draft.duration })
  const errors: RowError = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] === 'price' ? 'price' : 'duration'
    errors[field] ??= issue.message
  }
  if (draft.price.trim() === '') errors.price ??= 'Price must be a number of 0 or more (SEK).'
  if (draft.duration.trim() === '') errors.duration ??= 'Duration must be a whole number of minutes, at least 1.'
  return errors
}

function PriceTable({ services }: { services: AdminService[] }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const price = usePriceText()
  const toast = useToast()
  const { call } = useSession()
  const queryClient = useQueryClient()
  const [drafts, setDrafts] = useState<Record<string, Draft>>({})
  const [errors, setErrors] = useState<Record<string, RowError>>({})
  const changedIds = Object.keys(drafts).filter((id) => {
    const service = services.find((item) => String(item.id) === id)
    return (
      service &&
      (drafts[id].price !== String(service.price) || drafts[id].duration !== String(service.duration_minutes))
    )
  })
  useLeaveGuard(changedIds.length > 0)

  const save = useMutation({
    mutationFn: async () => {
      const failed: Record<string, RowError> = {}
      for (const id of changedIds) {
        const invalid = validate(drafts[id])
        if (Object.keys(invalid).length > 0) failed[id] = invalid
      }
      if (Object.keys(failed).length > 0) return failed
      // One request per changed row; a row that fails keeps its draft and shows the server's text.
      for (const id of changedIds) {
        try {
          await call(`/services/${id}`, {
            method: 'PUT',
            body: { price: drafts[id].price, duration: drafts[id].duration },
          })
          setDrafts(({ [id]: _saved, ...rest }) => rest)
        } catch (error) {
          failed[id] = { row: (error as Error).message }
        }
      }
      await queryClient.invalidateQueries({ queryKey: SERVICES_KEY })
      return failed
    },
    onSuccess: (failed) => {
      setErrors(failed)
      if (Object.keys(failed).length === 0) toast(t('prices.savedAll'))
    },
  })

  const draftOf = (service: AdminService): Draft =>
    drafts[String(service.id)] ?? { price: String(service.price), duration: String(service.duration_minutes) }
  const edit = (service: AdminService, field: keyof Draft, value: string) =>
    setDrafts((current) => ({ ...current, [String(service.id)]: { ...draftOf(service), [field]: value } }))

  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t('prices.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prices.service')}</th>
              <th scope="col">{t('prices.price')}</th>
              <th scope="col">{t('prices.duration')}</th>
              <th scope="col">{t('prices.preview')}</th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => {
              const id = String(service.id)
              const draft = draftOf(service)
              const changed = changedIds.includes(id)
              const rowErrors = errors[id] ?? {}
              const shownPrice = Number(draft.price)
              return (
                <tr
                  key={id}
                  className={changed ? 'is-changed' : undefined}
                  data-testid="price-row"
                  data-name={service.name}
                  data-changed={changed}
                >
                  <th scope="row">
                    {service.name}
                    {changed ? <span className="admin-tag"> {t('prices.changed')}</span> : null}
                    {rowErrors.row ? (
                      <span className="field__error" role="alert">
                        {' '}
                        {say(rowErrors.row)}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    <input
                      aria-label={t('prices.priceOf', { name: service.name })}
                      inputMode="decimal"
                      value={draft.price}
                      aria-invalid={Boolean(rowErrors.price)}
                      onChange={(event) => edit(service, 'price', event.target.value)}
                    />
                    {rowErrors.price ? <span className="field__error">{say(rowErrors.price)}</span> : null}
                  </td>
                  <td>
                    <input
                      aria-label={t('prices.durationOf', { name: service.name })}
                      inputMode="numeric"
                      value={draft.duration}
                      aria-invalid={Boolean(rowErrors.duration)}
                      onChange={(event) => edit(service, 'duration', event.target.value)}
                    />
                    {rowErrors.duration ? <span className="field__error">{say(rowErrors.duration)}</span> : null}
                  </td>
                  <td data-testid="price-preview">
                    {Number.isFinite(shownPrice) && draft.price.trim() !== '' ? price(shownPrice) : '–'}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <div className="admin-actions">
        <p className="admin-row__meta" aria-live="polite">
          {t('prices.changedCount', { count: changedIds.length })}
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={changedIds.length === 0 || save.isPending}
          onClick={() => {
            setDrafts({})
            setErrors({})
          }}
        >
          {t('prices.undo')}
        </button>
        <button
          type="button"
          className="button"
          disabled={changedIds.length === 0 || save.isPending}
          onClick={() => save.mutate()}
        >
          {save.isPending ? t('frame.saving') : t('prices.saveAll')}
        </button>
      </div>
    </>
  )
}

/** Every service's price and duration in one table, edited in place and saved together. */
export function PricesArea() {
  const { t } = useAdminText()
  const services = useServiceList()
  return (
    <>
      <AreaHeading>{t('frame.areas.prices')}</AreaHeading>
      <p className="admin-row__meta">{t('prices.intro')}</p>
      <QueryState query={services} isEmpty={(list) => list.length === 0} empty={t('services.empty')}>
        {(list) => <PriceTable services={list} />}
      </QueryState>
    </>
  )
}
