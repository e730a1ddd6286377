/**
 * The header of the CSRF token (spec §3 "CSRF token": requestHeaderName). The client echoes the
 * session's token in it on every unsafe call. The server sends a new token in it, as a header of
 * its answer, when it renews the session at sign-in (authorize): the token of the session before
 * sign-in no longer works (OWASP CSRF Prevention Cheat Sheet: a new token on a change of
 * privilege), and the client takes the new one from the answer without another call.
 */
export const csrfHeaderName = 'X-CSRF-TOKEN';
