import { config } from 'zod';

// Zod compiles fast object parsers with `new Function` when it may, and probes for that on the
// first parse. The Content Security Policy allows no eval, so the probe is a policy violation on
// every page: parse without compiling instead. Imported first, before any schema parses.
config({ jitless: true });
