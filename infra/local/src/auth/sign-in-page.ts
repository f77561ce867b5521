/** Escapes text for HTML; every value placed in the page passes through it. */
const html = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface SignInPageOptions {
  action: string;
  email?: string;
  error?: string;
  demoLogins: { email: string; role: string }[];
  demoPassword: string;
}

/**
 * The local provider's sign-in page: a plain form (no script), labelled fields, and the demo logins.
 * Cognito's managed login takes this place in AWS.
 */
export function signInPage(options: SignInPageOptions) {
  const rows = options.demoLogins
    .map((login) => `<tr><td><code>${html(login.email)}</code></td><td>${html(login.role)}</td></tr>`)
    .join('');
  return page(
    'Sign in',
    `<h1>Sign in to Tandem</h1>
  ${options.error ? `<p class="error" role="alert">${html(options.error)}</p>` : ''}
  <form method="post" action="${html(options.action)}" autocomplete="on">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${html(options.email ?? '')}" ${options.email ? '' : 'autofocus'}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required ${options.email ? 'autofocus' : ''}>
    <button type="submit">Sign in</button>
  </form>
  <details open>
    <summary>Demo logins (password <code>${html(options.demoPassword)}</code>)</summary>
    <table><tbody>${rows}</tbody></table>
  </details>`,
  );
}

export interface NewPasswordPageOptions {
  action: string;
  email: string;
  error?: string;
  /** The product's password rule in words (shared `users/password-rule`). */
  rule: string;
}

/**
 * After a correct temporary password: the person chooses their own before the sign-in completes
 * (Cognito's managed login does the same for FORCE_CHANGE_PASSWORD in AWS).
 */
export function newPasswordPage(options: NewPasswordPageOptions) {
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1>
  <p>You signed in as <strong>${html(options.email)}</strong> with a temporary password. Choose your own to continue.</p>
  ${options.error ? `<p class="error" role="alert">${html(options.error)}</p>` : ''}
  <form method="post" action="${html(options.action)}">
    <input type="hidden" name="username" autocomplete="username" value="${html(options.email)}">
    <label for="new-password">New password</label>
    <input id="new-password" name="password" type="password" autocomplete="new-password" required aria-describedby="rule" autofocus>
    <p id="rule" class="hint">${html(options.rule)}</p>
    <label for="confirm-password">Confirm new password</label>
    <input id="confirm-password" name="confirmPassword" type="password" autocomplete="new-password" required>
    <button type="submit">Save password and sign in</button>
  </form>`,
  );
}

/**
 * The app's icon inline: without one the browser asks the provider for `/favicon.ico` on every
 * sign-in and logs its 404 (issue 28). Same drawing as `web/public/favicon.svg`.
 */
export const SIGN_IN_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b7285"/>' +
      '<circle cx="12" cy="16" r="6.5" fill="none" stroke="#fff" stroke-width="2.5"/>' +
      '<circle cx="20" cy="16" r="6.5" fill="none" stroke="#99e9f2" stroke-width="2.5"/></svg>',
  );

/** The page frame both forms share: plain HTML, no script. */
function page(title: string, content: string) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="${SIGN_IN_ICON}">
<title>${html(title)} · Tandem</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; margin: 0; background: #f4f6f8; color: #1a1b1e; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { margin-top: 0; font-size: 1.6rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #868e96; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff; background: #1864ab; border: 0; border-radius: 4px; cursor: pointer; }
  .error { background: #fff5f5; border: 1px solid #c92a2a; color: #a51111; padding: .75rem; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; font-size: .85rem; margin-top: .5rem; }
  td { padding: .25rem .25rem; border-top: 1px solid #dee2e6; vertical-align: top; }
  details { margin-top: 2rem; }
  .hint { font-size: .85rem; color: #495057; margin: .25rem 0 0; }
</style>
</head>
<body>
<main>
  ${content}
</main>
</body>
</html>`;
}
