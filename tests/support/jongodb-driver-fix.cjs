/*
 * TEST-ONLY workarounds for two gaps in jongodb (the MongoDB wire server the tests run on), never loaded by the
 * product. jongodb rejects a delete-by-id `findAndModify` when the driver sends `new: false, upsert: false` next to
 * `remove: true`; a real mongod accepts that. Strip the two fields from find-one-and-delete commands.
 * Loaded by vitest's setupFiles and by NODE_OPTIONS=--require for `next start` in the e2e tests.
 */
const path = require('node:path')

const driverDir = path.dirname(require.resolve('mongodb/package.json', { paths: [process.cwd()] }))
const { FindOneAndDeleteOperation } = require(path.join(driverDir, 'lib/operations/find_and_modify.js'))

const build = FindOneAndDeleteOperation.prototype.buildCommandDocument
if (!build.__jongodbFix) {
  FindOneAndDeleteOperation.prototype.buildCommandDocument = function (...args) {
    const command = build.apply(this, args)
    delete command.new
    delete command.upsert
    return command
  }
  FindOneAndDeleteOperation.prototype.buildCommandDocument.__jongodbFix = true
}

/*
 * A second gap: jongodb runs findAndModify commands that arrive together without locking the document, so two
 * compare-and-set updates of one counter can both match (26 rounds in 200 of eight at once, measured); a real
 * mongod applies each atomically. This process sends them one at a time, which is what mongod's document lock gives.
 */
const { Collection } = require(path.join(driverDir, 'lib/collection.js'))

if (!Collection.prototype.findOneAndUpdate.__jongodbFix) {
  let queue = Promise.resolve()
  for (const name of ['findOneAndUpdate', 'findOneAndDelete', 'findOneAndReplace']) {
    const original = Collection.prototype[name]
    const oneAtATime = function (...args) {
      const turn = queue.then(() => original.apply(this, args))
      queue = turn.catch(() => {})
      return turn
    }
    oneAtATime.__jongodbFix = true
    Collection.prototype[name] = oneAtATime
  }
}
