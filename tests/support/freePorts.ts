// The tests' servers take the ports the system hands out, as the benches' do (one helper for both).
export { freePort, freePorts } from '../../scripts/freePorts.mjs'
