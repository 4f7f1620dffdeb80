'use client'

import { Component, lazy, Suspense, type ReactNode } from 'react'

import { usePageText } from './LanguageProvider'
import { withTimeout } from './withTimeout'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../lib/siteConstants'

const loadAdminScreen = () => lazy(() => withTimeout(import('../admin/AdminScreen'), CHUNK_LOAD_TIMEOUT_MS))
// A lazy component keeps its failure for good; after one, the next entry into admin mode asks again (the slow
// code may have arrived meanwhile).
let AdminScreen = loadAdminScreen()

function Loading() {
  const t = usePageText()
  return (
    <div className="admin-loading" role="status" data-testid="admin-loading">
      <span className="spinner" aria-hidden="true" />
      <p>{t('admin.loading')}</p>
    </div>
  )
}

function ChunkError({ onBack }: { onBack: () => void }) {
  const t = usePageText()
  return (
    <div className="admin-loading" role="alert">
      <p>{t('admin.chunkError')}</p>
      <button type="button" className="button" onClick={onBack}>
        {t('admin.back')}
      </button>
    </div>
  )
}

class ChunkBoundary extends Component<{ children: ReactNode; onBack: () => void }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    AdminScreen = loadAdminScreen()
  }
  render() {
    return this.state.failed ? <ChunkError onBack={this.props.onBack} /> : this.props.children
  }
}

/** Admin mode: loaded only when opened, behind the 'Laddar...' spinner, with a way back to the page. */
export function AdminMode({ onBack }: { onBack: () => void }) {
  return (
    <ChunkBoundary onBack={onBack}>
      <Suspense fallback={<Loading />}>
        <AdminScreen onBack={onBack} />
      </Suspense>
    </ChunkBoundary>
  )
}
