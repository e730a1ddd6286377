import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Where the server keeps the pepper it generated on its first start, when none was supplied. */
export const pinPepperFile = 'var/secrets/pin-pepper';

/**
 * The PIN pepper the server uses, for tools that write or check PIN hashes beside it: the
 * CLAIMKIT_PIN_PEPPER variable, else the pepper the server generated in var/secrets/pin-pepper.
 * Undefined when neither exists: a tool must then not invent one, or the server (which would
 * generate another) could match none of the PINs the tool stored.
 */
export function existingPinPepper(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  if (environment.CLAIMKIT_PIN_PEPPER) return environment.CLAIMKIT_PIN_PEPPER;
  const file = resolve(pinPepperFile);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}
