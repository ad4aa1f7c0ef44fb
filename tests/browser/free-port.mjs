// Prints a TCP port that is free right now: the browser tests use it when TEST_PORT is unset, so a port taken by
// another run never stops the suite from starting.
import { createServer } from 'node:net'

const server = createServer()
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(String(typeof address === 'object' && address ? address.port : 0))
  server.close()
})
