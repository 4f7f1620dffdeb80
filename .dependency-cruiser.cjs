/**
 * The house rule: floors that read one way (README, "Layout"). A floor imports only from floors below it;
 * features do not reach into each other; the model and the contract do not import each other.
 * Type-only imports count too: a type that two floors share lives on the lower one.
 */
const LIB = '^src/(lib/|payload-types\\.ts$)'
const PLATFORM = '^src/(platform|migrations)/'
const QUERIES = '^src/queries/'
const MAIL = '^src/mail/'
const FEATURES = '^src/(newsletter|backup|seed|secondFactor)/'
const JOBS = '^src/jobs/'
const MODEL = '^collections/'
const CONTRACT = '^endpoints/'
const TOP =
  '^(src/(app|components)/|src/(instrumentation|proxy)\\.ts$|payload\\.config\\.ts$|next\\.config\\.ts$|scripts/|tests/)'

const above = (name, from, ...higher) => ({
  name,
  severity: 'error',
  from: { path: from },
  to: { path: higher.map((path) => `(${path})`).join('|') },
})

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle has no bottom floor.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment: 'src/lib is rules, schemas and types shared by server and browser: no I/O, no Payload, no React.',
      from: { path: '^src/lib/' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: '^(node:)?(fs|net|child_process|http|https|stream|zlib)(/|$)|node_modules/(payload|@payloadcms|next|react|react-dom)/',
      },
    },
    {
      ...above('lib-imports-only-lib', LIB, PLATFORM, QUERIES, MAIL, FEATURES, JOBS, MODEL, CONTRACT, TOP, '^server/'),
      comment: 'The bottom floor.',
    },
    above('platform-below-queries', PLATFORM, QUERIES, MAIL, FEATURES, JOBS, MODEL, CONTRACT, TOP),
    above('queries-below-features', QUERIES, MAIL, FEATURES, JOBS, MODEL, CONTRACT, TOP),
    above('mail-below-other-features', MAIL, FEATURES, JOBS, MODEL, CONTRACT, TOP),
    above('features-below-jobs', FEATURES, JOBS, MODEL, CONTRACT, TOP),
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'A feature does not reach into another; compose them in the route or job that needs both.',
      from: { path: '^src/(newsletter|backup|seed|secondFactor)/' },
      to: { path: '^src/(newsletter|backup|seed|secondFactor)/', pathNot: '^src/$1/' },
    },
    above('jobs-below-model-and-contract', JOBS, MODEL, CONTRACT, TOP),
    above('model-below-top', MODEL, CONTRACT, TOP),
    above('contract-below-top', CONTRACT, MODEL, TOP),
    {
      name: 'components-stay-off-the-server',
      severity: 'error',
      comment: 'Components reach the server only through queries (server components) or the /api contract.',
      from: { path: '^src/components/' },
      to: {
        path: '^(src/(platform|migrations|mail|newsletter|backup|seed|secondFactor|jobs)/|collections/|endpoints/|payload\\.config\\.ts$)',
      },
    },
    {
      name: 'server-shares-only-lib',
      severity: 'error',
      comment: 'The production server (plain JavaScript, run as it is) may share constants from src/lib only.',
      from: { path: '^server/' },
      to: { path: '^(src/(?!lib/)|collections/|endpoints/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|data|tests/\\.artifacts|scripts/bench/bare-app)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
}
