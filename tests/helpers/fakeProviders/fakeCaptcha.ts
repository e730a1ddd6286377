/**
 * A local stand-in for hCaptcha and Google reCAPTCHA that speaks their protocols: the widget
 * script (explicit rendering, invisible size: render, execute, reset, remove, getResponse) and
 * siteverify (form POST of secret, response, remoteip, sitekey → JSON success, "error-codes",
 * hostname, challenge_ts). Tokens are issued by this server and accepted once, like the real ones.
 */
import { randomBytes } from 'node:crypto';
import type { FakeHandler, FakeRequest } from './httpServer.ts';

export type FakeCaptchaProvider = 'hCaptcha' | 'GoogleReCaptcha';

export interface FakeCaptchaOptions {
  siteKey: string;
  secret: string;
}

/** One siteverify call as received, for tests to check what the server sent. */
export interface ReceivedVerification {
  provider: FakeCaptchaProvider;
  /** Whether siteverify answered success. */
  success?: boolean;
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  sitekey: string | null;
}

interface IssuedToken {
  siteKey: string;
  hostname: string;
  issuedAt: number;
  seen: boolean;
}

/** Paths as the real services lay them out, so only the host differs. */
export const fakeCaptchaPaths: Record<FakeCaptchaProvider, { script: string; verify: string }> = {
  hCaptcha: { script: '/1/api.js', verify: '/siteverify' },
  GoogleReCaptcha: { script: '/recaptcha/api.js', verify: '/recaptcha/api/siteverify' },
};

// Both services let a token be used within about two minutes of solving.
const tokenLifetimeMilliseconds = 120_000;

/**
 * The browser side: defines `hcaptcha` or `grecaptcha` with the explicit-render API. `execute`
 * asks this server for a token and passes it to the widget's callback. A test may set
 * `window.fakeCaptchaNextError` to a provider error code: the next execute reports it instead;
 * or `window.fakeCaptchaHold = true`: the check then waits until `window.fakeCaptchaRelease()`,
 * as a claimant solving a visible challenge would make it wait.
 */
function widgetScript(globalName: 'hcaptcha' | 'grecaptcha', issueUrl: string): string {
  return `(function () {
  var widgets = {};
  var count = 0;
  function call(widget, name, value) {
    var callback = widget.options[name];
    if (typeof callback === 'function') callback(value);
  }
  window.${globalName} = {
    render: function (container, options) {
      var id = '${globalName}-' + count++;
      widgets[id] = { options: options || {}, response: '' };
      container.setAttribute('data-fake-captcha-widget', id);
      return id;
    },
    execute: function (id) {
      var widget = widgets[id];
      if (!widget) throw new Error('invalid-captcha-id');
      var failure = window.fakeCaptchaNextError;
      if (failure) {
        window.fakeCaptchaNextError = undefined;
        setTimeout(function () { call(widget, 'error-callback', failure); }, 0);
        return;
      }
      var issue = function () {
        var body = new URLSearchParams({ sitekey: widget.options.sitekey || '', hostname: location.hostname });
        fetch(${JSON.stringify(issueUrl)}, { method: 'POST', body: body })
          .then(function (answer) { return answer.json(); })
          .then(function (answer) {
            if (!widgets[id]) return;
            if (!answer.token) return call(widget, 'error-callback', answer.error || 'invalid-data');
            widget.response = answer.token;
            call(widget, 'callback', answer.token);
          }, function () { call(widget, 'error-callback', 'network-error'); });
      };
      if (window.fakeCaptchaHold) {
        window.fakeCaptchaRelease = function () { window.fakeCaptchaHold = false; issue(); };
        return;
      }
      issue();
    },
    reset: function (id) { if (widgets[id]) widgets[id].response = ''; },
    remove: function (id) { delete widgets[id]; },
    getResponse: function (id) { return widgets[id] ? widgets[id].response : ''; }
  };
})();
`;
}

/** The fake's state and its request handler. */
export function fakeCaptcha(options: FakeCaptchaOptions, now: () => number = Date.now) {
  const issued = new Map<string, IssuedToken>();
  const verifications: ReceivedVerification[] = [];

  /** A token as the widget would get after a solved (passive) challenge. */
  const issueToken = (siteKey = options.siteKey, hostname = '127.0.0.1'): string => {
    const token = `P1_fake.${randomBytes(24).toString('base64url')}`;
    issued.set(token, { siteKey, hostname, issuedAt: now(), seen: false });
    return token;
  };

  const verify = (provider: FakeCaptchaProvider, request: FakeRequest) => {
    const form = new URLSearchParams(request.body);
    const received: ReceivedVerification = {
      provider,
      secret: form.get('secret'),
      response: form.get('response'),
      remoteip: form.get('remoteip'),
      sitekey: form.get('sitekey'),
    };
    verifications.push(received);
    const refuse = (code: string) => {
      received.success = false;
      return { body: { success: false, 'error-codes': [code] } };
    };
    if (!received.secret) return refuse('missing-input-secret');
    if (received.secret !== options.secret) return refuse('invalid-input-secret');
    if (!received.response) return refuse('missing-input-response');
    const token = issued.get(received.response);
    const unusable = provider === 'hCaptcha' ? 'invalid-or-already-seen-response' : 'timeout-or-duplicate';
    if (!token) return refuse(provider === 'hCaptcha' ? 'invalid-or-already-seen-response' : 'invalid-input-response');
    if (token.seen || now() - token.issuedAt > tokenLifetimeMilliseconds) return refuse(unusable);
    token.seen = true;
    if (provider === 'hCaptcha' && received.sitekey && received.sitekey !== token.siteKey)
      return refuse('sitekey-secret-mismatch');
    received.success = true;
    return {
      body: {
        success: true,
        challenge_ts: new Date(token.issuedAt).toISOString(),
        hostname: token.hostname,
        'error-codes': [],
      },
    };
  };

  const handler: FakeHandler = (request) => {
    const origin = request.url.origin;
    for (const provider of ['hCaptcha', 'GoogleReCaptcha'] as const) {
      const paths = fakeCaptchaPaths[provider];
      if (request.method === 'GET' && request.url.pathname === paths.script) {
        const globalName = provider === 'hCaptcha' ? 'hcaptcha' : 'grecaptcha';
        return {
          headers: { 'content-type': 'text/javascript; charset=utf-8' },
          body: widgetScript(globalName, `${origin}/fake-captcha/issue`),
        };
      }
      if (request.method === 'POST' && request.url.pathname === paths.verify) return verify(provider, request);
    }
    // For end-to-end tests in another process: what siteverify was asked, and answered.
    if (request.method === 'GET' && request.url.pathname === '/fake-captcha/verifications') {
      return { body: verifications };
    }
    if (request.method === 'POST' && request.url.pathname === '/fake-captcha/issue') {
      const form = new URLSearchParams(request.body);
      const siteKey = form.get('sitekey') ?? '';
      // The real services refuse to run a widget for a site key they do not know.
      if (siteKey !== options.siteKey) return { body: { error: 'invalid-sitekey' } };
      return { body: { token: issueToken(siteKey, form.get('hostname') ?? '') } };
    }
    return undefined;
  };

  return { handler, issueToken, verifications };
}
