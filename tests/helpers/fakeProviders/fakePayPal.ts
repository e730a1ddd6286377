/**
 * A local stand-in for PayPal's "Log in with PayPal" that speaks its OAuth authorization-code
 * protocol: the authorize page (client_id, response_type=code, scope, redirect_uri, state) with a
 * login form that redirects back with a code; POST /v1/oauth2/token with HTTP Basic client
 * credentials and grant_type=authorization_code; GET /v1/identity/oauth2/userinfo?schema=paypalv1.1
 * with the bearer token, answering the account's emails.
 */
import { randomBytes } from 'node:crypto';
import type { FakeHandler, FakeRequest, FakeResponse } from './httpServer.ts';

export interface FakePayPalOptions {
  clientId: string;
  clientSecret: string;
}

export const fakePayPalPaths = {
  authorize: '/signin/authorize',
  token: '/v1/oauth2/token',
  userinfo: '/v1/identity/oauth2/userinfo',
} as const;

interface IssuedCode {
  email: string;
  redirectUri: string;
  used: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function html(status: number, body: string): FakeResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body };
}

/** The login page a claimant sees in the PayPal window: an email, a password and Log In. */
function loginPage(query: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Log in to your PayPal account</title></head>
<body><main>
<h1>Log in to your PayPal account</h1>
<form method="post" action="${fakePayPalPaths.authorize}">
${hidden}
<label>Email <input type="email" name="email" autocomplete="username" required></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit" name="action" value="login">Log In</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel and return</button>
</form>
</main></body></html>`;
}

function redirect(location: string): FakeResponse {
  return { status: 302, headers: { location }, body: '' };
}

/** The fake's state and its request handler. */
export function fakePayPal(options: FakePayPalOptions) {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, string>();
  const tokenRequests: Array<{ authorization: string | null; body: Record<string, string> }> = [];

  const authorizePage = (request: FakeRequest): FakeResponse => {
    const query = request.url.searchParams;
    if (query.get('client_id') !== options.clientId) return html(400, '<p>invalid client_id</p>');
    if (query.get('response_type') !== 'code') return html(400, '<p>unsupported response_type</p>');
    if (!query.get('redirect_uri')) return html(400, '<p>missing redirect_uri</p>');
    if (!(query.get('scope') ?? '').split(' ').includes('openid')) return html(400, '<p>invalid scope</p>');
    return html(200, loginPage(query));
  };

  const logIn = (request: FakeRequest): FakeResponse => {
    const form = new URLSearchParams(request.body);
    const redirectUri = form.get('redirect_uri') ?? '';
    if (form.get('client_id') !== options.clientId || !redirectUri) return html(400, '<p>invalid request</p>');
    const back = new URL(redirectUri);
    const state = form.get('state');
    if (state) back.searchParams.set('state', state);
    if (form.get('action') === 'cancel') {
      back.searchParams.set('error', 'access_denied');
      return redirect(back.toString());
    }
    const code = `C21A.${randomBytes(18).toString('base64url')}`;
    codes.set(code, { email: form.get('email') ?? '', redirectUri, used: false });
    back.searchParams.set('code', code);
    return redirect(back.toString());
  };

  const token = (request: FakeRequest): FakeResponse => {
    const form = Object.fromEntries(new URLSearchParams(request.body));
    const authorization = request.headers.authorization ?? null;
    tokenRequests.push({ authorization, body: form });
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (authorization !== expected)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    if (form.grant_type !== 'authorization_code')
      return {
        status: 400,
        body: { error: 'unsupported_grant_type', error_description: 'Grant type is not supported' },
      };
    const issued = codes.get(form.code ?? '');
    if (!issued || issued.used || (form.redirect_uri && form.redirect_uri !== issued.redirectUri))
      return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } };
    issued.used = true;
    const accessToken = `A21AA.${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, issued.email);
    return {
      body: {
        scope: 'openid email',
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 28800,
        refresh_token: `R23AA.${randomBytes(24).toString('base64url')}`,
        nonce: randomBytes(8).toString('hex'),
      },
    };
  };

  const userinfo = (request: FakeRequest): FakeResponse => {
    if (request.url.searchParams.get('schema') !== 'paypalv1.1')
      return { status: 400, body: { name: 'INVALID_REQUEST', message: 'schema must be paypalv1.1' } };
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const email = tokens.get(bearer);
    if (email === undefined) return { status: 401, body: { error: 'invalid_token' } };
    return {
      body: {
        user_id: `https://www.paypal.com/webapps/auth/identity/user/${randomBytes(12).toString('hex')}`,
        name: 'PayPal Account Holder',
        emails: [{ value: email, primary: true, confirmed: true }],
        verified_account: 'true',
      },
    };
  };

  const handler: FakeHandler = (request) => {
    const path = request.url.pathname;
    if (path === fakePayPalPaths.authorize) return request.method === 'POST' ? logIn(request) : authorizePage(request);
    if (path === fakePayPalPaths.token && request.method === 'POST') return token(request);
    if (path === fakePayPalPaths.userinfo && request.method === 'GET') return userinfo(request);
    return undefined;
  };

  /** A code as if the claimant had logged in as `email` (for server tests without a browser). */
  const issueCode = (email: string, redirectUri: string): string => {
    const code = `C21A.${randomBytes(18).toString('base64url')}`;
    codes.set(code, { email, redirectUri, used: false });
    return code;
  };

  return { handler, issueCode, tokenRequests };
}
