// A loopback port nobody listens on, for a server a test starts (scripts/free-port.mjs).
export { freePort } from '../scripts/free-port.mjs';
