// CLI: `jiti tests/engines/serve-with-probe.ts [--dir build] [--port 3102]`: the build, served
// with the error probe (./probe-server.ts), for the cross-engine suite.
import {parseArgs} from 'node:util';
import {createProbeServer} from './probe-server';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3102'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});
const {server} = createProbeServer(values.dir);
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir} with the probe at http://${values.host}:${values.port}/`);
});
