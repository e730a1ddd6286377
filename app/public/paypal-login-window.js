// The last page of the "Log in with PayPal" window (server/wallet/loginWindowPage.ts): once the
// login is confirmed the window closes itself; the claimant's tab learns of the login from the
// server. A separate file because the site's Content Security Policy allows no inline script.
if (document.body.dataset.outcome === 'verified') {
  setTimeout(() => window.close(), 1200);
}
