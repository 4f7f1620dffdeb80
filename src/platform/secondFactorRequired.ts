/**
 * The password was right, but the account has a second factor and no code came with it. The login throttle
 * counts this as no failure; each way in answers it in its own shape (the contract: 401 with
 * `second_factor_required: true`).
 */
export class SecondFactorRequired extends Error {
  constructor() {
    super('A second factor is required')
  }
}
