// Prints TCP ports that are free right now, comma-separated (argument: how many, 1 by default): the browser tests use
// them when TEST_PORT is unset, so a port taken by another run never stops the suite from starting. The servers are
// all held open until every port is known, so no two of them are the same port.
import { createServer } from 'node:net'

const count = Math.max(1, Number(process.argv[2]) || 1)
const listening = Array.from(
  { length: count },
  () =>
    new Promise((resolve) => {
      const server = createServer()
      server.listen(0, '127.0.0.1', () => resolve(server))
    })
)
const servers = await Promise.all(listening)
process.stdout.write(servers.map((s) => s.address().port).join(','))
for (const s of servers) s.close()
