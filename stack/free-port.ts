import { createServer } from 'node:net'

/** A port nothing listens on right now: the kernel's pick for port 0, released at once. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port)
        else reject(new Error('no free port'))
      })
    })
  })
}
