/**
 * The fake captcha provider on a thread of its own, for the abuse bench: a real provider is a
 * service elsewhere, which the attackers' loops on the bench's main thread do not slow. Posts its
 * address once listening; the bench terminates the thread at the end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startFakeCaptcha } from '#tests/helpers/fakeProviders/startFakeCaptcha.ts';

const options = workerData as { siteKey: string; secret: string };
const captcha = await startFakeCaptcha(options);
parentPort?.postMessage({ url: captcha.url, verifyUrl: captcha.verifyUrl('hCaptcha') });
