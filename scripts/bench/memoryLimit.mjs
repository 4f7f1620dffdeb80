// A memory limit as a container gets one: a cgroup of its own with `limitMb`, on cgroup v2 (`memory.max`) or v1
// (`memory.limit_in_bytes`). Needs root and a writable cgroup file system; null where there is none.
import fs from 'node:fs'
import path from 'node:path'

const V2_ROOT = '/sys/fs/cgroup'
const V1_ROOT = '/sys/fs/cgroup/memory'

/** The kernel's count of processes it killed for memory in the group (v2 `memory.events`, v1 `memory.oom_control`). */
const oomKills = (dir) => {
  for (const file of ['memory.events', 'memory.oom_control']) {
    try {
      return Number(/oom_kill (\d+)/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? 0)
    } catch {}
  }
  return 0
}

/**
 * @param {string} name the group's name under the root
 * @param {number} limitMb
 * @returns {{ dir: string, procsFile: string, peakMb: () => number, oomKills: () => number, remove: () => void } | null}
 */
export const memoryLimitedGroup = (name, limitMb) => {
  const bytes = String(limitMb * 1024 * 1024)
  const layouts = [
    { root: V2_ROOT, limit: 'memory.max', peak: 'memory.peak', marker: 'cgroup.controllers' },
    {
      root: V1_ROOT,
      limit: 'memory.limit_in_bytes',
      peak: 'memory.max_usage_in_bytes',
      marker: 'memory.limit_in_bytes',
    },
  ]
  for (const layout of layouts) {
    if (!fs.existsSync(path.join(layout.root, layout.marker))) continue
    const dir = path.join(layout.root, name)
    try {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, layout.limit), bytes)
    } catch {
      continue
    }
    return {
      dir,
      procsFile: path.join(dir, 'cgroup.procs'),
      peakMb: () => Number(fs.readFileSync(path.join(dir, layout.peak), 'utf8')) / 1024 / 1024,
      oomKills: () => oomKills(dir),
      remove: () => {
        try {
          fs.rmdirSync(dir)
        } catch {} // a process still in it: the group goes with the machine
      },
    }
  }
  return null
}
