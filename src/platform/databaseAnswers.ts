import type { Payload } from 'payload'

/** Long enough for a busy database, short enough for a load balancer's check (they usually allow 2–5 s). */
const ANSWER_LIMIT_MS = 2_000

type EngineHandles = {
  connection?: { db?: { command: (command: object) => Promise<unknown> } }
  client?: { execute: (sql: string) => Promise<unknown> }
}

/**
 * The cheapest question each engine answers about its data: MongoDB's `ping`; on SQLite a read of the schema,
 * which takes the file's read lock (`select 1` alone never opens the file).
 */
const ping = (payload: Payload): Promise<unknown> => {
  const db = payload.db as unknown as EngineHandles
  if (db.connection?.db) return db.connection.db.command({ ping: 1 })
  if (db.client) return db.client.execute('select 1 from sqlite_master limit 1')
  return Promise.reject(new Error(`No way to ask the ${payload.db.name} adapter whether it answers.`))
}

/** Whether the database answers now, within a few seconds (a driver would otherwise wait 30 s to give up). */
export const databaseAnswers = async (payload: Payload, limitMs = ANSWER_LIMIT_MS): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The database did not answer in time.')), limitMs)
  })
  try {
    await Promise.race([ping(payload), late])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
