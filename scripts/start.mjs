// `npm start`: installs what is missing, builds the client and runs the demo settlement on SQLite
// at http://localhost:3000 (PORT to change). The server creates and migrates the database file and
// loads the demo class members itself.
import { spawn } from 'node:child_process';
import { buildClient, ensureDependencies, log, projectEnv, root } from './setup.mjs';

ensureDependencies();
buildClient();
log('Starting the server');
// The demo is served over plain HTTP, also to other machines (HOST 0.0.0.0), where browsers drop a
// Secure cookie: the session cookie is not Secure here unless SECURE_COOKIES says otherwise.
const env = { SECURE_COOKIES: 'false', ...projectEnv };
const server = spawn('node', ['server/main.ts'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
