// `npm start`: installs what is missing, builds the client and runs the demo settlement on SQLite
// at http://localhost:3000 (PORT to change), as a development deployment. The server creates and
// migrates the database file and loads the demo class members itself.
import { spawn } from 'node:child_process';
import { buildClient, ensureDependencies, log, projectEnv, root } from './setup.mjs';

ensureDependencies();
buildClient();
log('Starting the server');
// The demo is a development deployment (unless told otherwise): the server generates its PIN pepper
// and data key beside the database (var/secrets) instead of refusing to start without them, and,
// served over plain HTTP (also to other machines, HOST 0.0.0.0, where browsers drop a Secure
// cookie), its session cookie is not Secure.
const env = { ...projectEnv, CLAIMKIT_ENVIRONMENT: process.env.CLAIMKIT_ENVIRONMENT ?? 'development' };
const server = spawn('node', ['server/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
