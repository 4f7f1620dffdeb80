import { notFound } from 'next/navigation'

// Served per request like the real page, and only while the budget script measures (404 otherwise).
export const dynamic = 'force-dynamic'

/**
 * A bare Next page: `npm run budget` audits it in the same run as the site, so the site's figures can be read
 * against what the framework alone costs on the same (shared, noisy) machine.
 */
export default function BudgetBaseline() {
  if (process.env.BUDGET_BASELINE !== '1') notFound()
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next page, measured next to the site.</p>
    </main>
  )
}
