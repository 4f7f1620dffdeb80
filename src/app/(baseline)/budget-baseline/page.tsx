import type { Metadata } from 'next'

export const metadata: Metadata = { robots: { index: false } }

/**
 * A bare Next page, prerendered at build like a static site: `npm run budget` and the throughput bench measure it
 * in the same run as the site, so the site's figures read against what the framework alone costs on the same
 * (shared, noisy) machine. Requests without the benches' header get 404 (src/proxy.ts).
 */
export default function BudgetBaseline() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next page, measured next to the site.</p>
    </main>
  )
}
