// `npm run check-settlement -- <folder>`: checks a settlement folder the way the server does at
// start, and prints every problem at once (file, JSON pointer, code, what to change).
import { resolve } from 'node:path';
import { SettlementConfigError } from '#pages-config/settlementBundle.ts';
import { loadSettlementFolder } from '../settlement/loadSettlementFolder.ts';

const folder = resolve(process.argv[2] ?? 'pages-config/settlements/demo');
try {
  const bundle = loadSettlementFolder(folder);
  const forms = Object.keys(bundle.forms).join(', ');
  console.log(`✔ ${folder}: no problems (forms: ${forms}; cultures: ${Object.keys(bundle.content).join(', ')}).`);
} catch (error) {
  if (!(error instanceof SettlementConfigError)) throw error;
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
