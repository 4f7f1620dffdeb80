/**
 * Payload's own rule for an `email` field (payload/dist/fields/validations.js), which the subscribers' and the
 * messages' addresses are: a form that takes an address must also refuse what the model would, with the form's own
 * message, or the visitor gets the model's generic refusal instead (found by tests/int/openapi-property.int.spec.ts).
 */
const PAYLOAD_EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const isStorableEmail = (value: string): boolean => PAYLOAD_EMAIL.test(value)
