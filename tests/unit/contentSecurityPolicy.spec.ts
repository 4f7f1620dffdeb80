import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  adminPolicy,
  documentPolicy,
  fallbackPolicy,
  LAZY_IMAGES_WAIT_STYLE,
  LINK_PAGE_STYLE,
  PRESSABLE_STYLE,
} from '../../src/lib/contentSecurityPolicy.mjs'
import { strictTransportSecurity } from '../../src/lib/strictTransportSecurity.mjs'
import { confirmedPage } from '../../src/mail/linkPages'

const production = { NODE_ENV: 'production' } as NodeJS.ProcessEnv
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.split(' ')[0] === name)
    ?.split(' ')
    .slice(1)

describe('the policies', () => {
  it("a page's: its hashes and the site's files, nothing else inline", () => {
    const policy = documentPolicy(["'sha256-abc='", "'sha256-def='"], { status: 200 }, production)
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"])
    expect(directive(policy, 'style-src')).toEqual(["'self'", PRESSABLE_STYLE.hash, LAZY_IMAGES_WAIT_STYLE.hash])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'frame-src')).toContain('https://www.bokadirekt.se')
    expect(policy).not.toContain('unsafe')
  })

  it("an error page's may style itself inline (Next's built-in one does), never script", () => {
    const policy = documentPolicy(["'sha256-abc='"], { status: 404 }, production)
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='"])
  })

  it("the admin panel's: this request's nonce for scripts", () => {
    const policy = adminPolicy('bm9uY2U=', production)
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-bm9uY2U='"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'script-src')!.join(' ')).not.toContain('unsafe')
  })

  it('every other answer runs no inline script in production; development allows what its tools need', () => {
    expect(directive(fallbackPolicy(production), 'script-src')).toEqual(["'self'"])
    expect(directive(fallbackPolicy({ NODE_ENV: 'development' } as NodeJS.ProcessEnv), 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ])
  })

  it("React Aria's one style is allowed by the hash of the text the installed version writes", () => {
    expect(PRESSABLE_STYLE.hash).toBe(
      `'sha256-${createHash('sha256').update(PRESSABLE_STYLE.text, 'utf8').digest('base64')}'`,
    )
    const reactAria = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'))
    const usePress = readFileSync(path.join(reactAria, 'dist/private/interactions/usePress.mjs'), 'utf8')
    // Its source writes the attribute through a constant and trims the template.
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(usePress)![1].trim()
    const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(usePress)![1]
    expect(template.replace(/\$\{[^}]+\}/, attribute)).toBe(PRESSABLE_STYLE.text)
  })

  it("the style that holds a cached page's lazy images until its first paint is allowed by its hash", () => {
    expect(LAZY_IMAGES_WAIT_STYLE.hash).toBe(
      `'sha256-${createHash('sha256').update(LAZY_IMAGES_WAIT_STYLE.text, 'utf8').digest('base64')}'`,
    )
  })

  it("the e-mail link pages' style is allowed by its hash, and those pages carry exactly that style", () => {
    const hash = `'sha256-${createHash('sha256').update(LINK_PAGE_STYLE.text, 'utf8').digest('base64')}'`
    expect(LINK_PAGE_STYLE.hash).toBe(hash)
    expect(directive(fallbackPolicy(production), 'style-src')).toEqual(["'self'", hash])
    const page = confirmedPage('https://salong.example')
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1])
    expect(styles).toEqual([LINK_PAGE_STYLE.text])
  })

  it('FRAME_HOSTS adds frame origins', () => {
    const policy = documentPolicy([], { status: 200 }, { ...production, FRAME_HOSTS: ' https://booking.example, ' })
    expect(directive(policy, 'frame-src')).toContain('https://booking.example')
  })
})

describe('Strict-Transport-Security', () => {
  it('two years with subdomains when the site is served over https', () => {
    expect(strictTransportSecurity('https://salong.example')).toBe('max-age=63072000; includeSubDomains')
    expect(strictTransportSecurity('HTTPS://salong.example/')).toBe('max-age=63072000; includeSubDomains')
  })

  it('none over http, or without an address', () => {
    expect(strictTransportSecurity('http://127.0.0.1:3000')).toBeUndefined()
    expect(strictTransportSecurity(undefined)).toBeUndefined()
  })
})
