import { fakeCaptcha, fakeCaptchaPaths, type FakeCaptchaOptions, type FakeCaptchaProvider } from './fakeCaptcha.ts';
import { close, listen } from './httpServer.ts';

/** The fake captcha service on an ephemeral local port, for server tests. */
export async function startFakeCaptcha(options: FakeCaptchaOptions) {
  const fake = fakeCaptcha(options);
  const { server, url } = await listen([fake.handler]);
  return {
    ...fake,
    url,
    verifyUrl: (provider: FakeCaptchaProvider) => `${url}${fakeCaptchaPaths[provider].verify}`,
    scriptUrl: (provider: FakeCaptchaProvider) => `${url}${fakeCaptchaPaths[provider].script}`,
    close: () => close(server),
  };
}
