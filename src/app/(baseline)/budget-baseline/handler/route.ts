/** A bare route handler answering a small envelope per request: the throughput bench's yardstick for /api reads. */
export const GET = () => Response.json({ success: true, data: [{ id: 1, name: 'Baseline' }] })
