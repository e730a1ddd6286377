/** What the PayPal login window shows when PayPal sends the claimant back. */
export type LoginWindowOutcome = 'verified' | 'failed';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The small page the login window ends on, in the claimant's language. It has no inline script
 * (the site's CSP forbids it): a static script of the client build closes the window once the
 * login is confirmed; the claimant's tab learns of it from the verification call.
 */
export function loginWindowPage(outcome: LoginWindowOutcome, culture: string, title: string, message: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(culture)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<script src="/app/dist/paypal-login-window.js" defer></script>
</head>
<body data-outcome="${outcome}">
<main>
<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}
