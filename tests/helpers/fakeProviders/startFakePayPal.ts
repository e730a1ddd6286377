import { fakePayPal, fakePayPalPaths, type FakePayPalOptions } from './fakePayPal.ts';
import { close, listen } from './httpServer.ts';

/** The fake PayPal on an ephemeral local port, for server tests. */
export async function startFakePayPal(options: FakePayPalOptions) {
  const fake = fakePayPal(options);
  const { server, url } = await listen([fake.handler]);
  return {
    ...fake,
    url,
    authorizeUrl: `${url}${fakePayPalPaths.authorize}`,
    close: () => close(server),
  };
}
