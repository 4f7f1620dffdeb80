/** Rejects when a lazy chunk has not arrived in time (SPEC §9: 120 s), so the page can say so. */
export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error('Loading chunk timed out'), { name: 'ChunkLoadError' })),
      ms,
    )
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    )
  })
