import { dkimVerify } from 'mailauth/lib/dkim/verify'
import { generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

import { testPayload } from '../support/payload'

/*
 * DKIM: with DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (here a key made for the test, in a file), every mail
 * is signed, and a DKIM verifier (mailauth) passes a mail from the outbox against the public key as the DNS record
 * a salon publishes would give it. Set before the Payload config loads (int.setup.ts runs first).
 */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const keyFile = path.join(process.env.DATA_DIR!, 'dkim.pem')
fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }))
process.env.MAIL_FROM_ADDRESS = 'hej@salong.example'
process.env.DKIM_DOMAIN = 'salong.example'
process.env.DKIM_SELECTOR = 'salong2026'
process.env.DKIM_PRIVATE_KEY = keyFile

/** The TXT record at salong2026._domainkey.salong.example, as docs/operations.md tells the salon to publish it. */
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'salong2026._domainkey.salong.example') return [[record]]
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' })
}

it('signs every mail with the DKIM key, and the signature verifies against the published public key', async () => {
  const payload = await testPayload()
  await payload.sendEmail({ to: 'gast@example.se', subject: 'Välkommen till salongen', text: 'Hej och välkommen!' })
  const outbox = path.join(process.env.DATA_DIR!, 'outbox')
  const [file] = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))
  const message = fs.readFileSync(path.join(outbox, file))
  expect(message.toString()).toMatch(/^DKIM-Signature: .*d=salong\.example/m)

  const { results } = await dkimVerify(message, { resolver })
  expect(results.map((result) => result.status.result)).toEqual(['pass'])
  expect(results[0]).toMatchObject({ signingDomain: 'salong.example', selector: 'salong2026' })

  // The same mail changed on its way no longer passes (its body hash differs): what the signature is for.
  const tampered = Buffer.from(message.toString().replace('Hej och v', 'Hej, v'))
  const { results: afterTampering } = await dkimVerify(tampered, { resolver })
  expect(afterTampering[0].status).toMatchObject({ result: 'neutral', comment: 'body hash did not verify' })
})
