/** Whether the request carries a staff token in any of the three forms of SPEC §6. */
export const hasToken = (headers: Headers): boolean =>
  Boolean(
    headers.get('authorization')?.match(/^(Bearer|JWT) \S+/) || headers.get('x-access-token') || headers.get('token'),
  )
