/* Payload's admin panel: framework boilerplate of Payload 3.x. */
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { importMap } from './admin/importMap.js'
import { auditedServerFunctions } from '../../audit/auditedServerFunctions'
import config from '@payload-config'
// The salon's colours and its own panel parts (logo, dashboard counts).
import './custom.css'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: auditedServerFunctions })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
