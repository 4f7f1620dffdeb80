'use client'

import { usePageText } from './LanguageProvider'

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const t = usePageText()
  return (
    <main className="error-fallback" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </main>
  )
}
