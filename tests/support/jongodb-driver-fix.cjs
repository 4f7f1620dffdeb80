/*
 * TEST-ONLY workaround for a gap in jongodb (the MongoDB wire server the tests run on), never loaded by the product.
 * jongodb rejects a delete-by-id `findAndModify` when the driver sends `new: false, upsert: false` next to
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
