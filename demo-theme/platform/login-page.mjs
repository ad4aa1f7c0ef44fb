// DEMO ONLY: the provider login page opened in the passport popup. A real store shows Google's consent screen; this
// stand-in asks for a seeded customer's e-mail and signs them in (no password: never serve it outside the demo). It
// lists no customer, and the e-mail code login's lockout applies to it (passport.mjs).
import { escapeXml } from '../catalogue/pictures.mjs'

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2937;background:#f9fafb}' +
  'main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px}' +
  'label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #9ca3af;border-radius:8px;font:inherit}' +
  'button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}' +
  'button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}.skip{background:#e5e7eb;color:#111827}[role=alert]{color:#b91c1c}'

/**
 * The form asks for the e-mail and suggests none: the page is public, so it must not tell who shops here.
 * @param {{ session: string, error?: string, enableSkip: boolean }} o
 */
export function loginPage ({ session, error, enableSkip }) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Entrar com Google (demo)</title><style>${STYLE}</style></head><body><main>` +
    `<h1>Entrar com Google (demo)</h1><p><strong>Somente demonstração:</strong> esta página substitui o login do Google ` +
    'na loja de exemplo e não existe numa loja real. Digite o e-mail de um cliente de teste.</p>' +
    (error ? `<p role="alert">${escapeXml(error)}</p>` : '') +
    `<form method="post" action=""><input type="hidden" name="session_id" value="${escapeXml(session)}">` +
    '<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required>' +
    `<button type="submit">Entrar com Google (demo)</button></form>` +
    (enableSkip ? '<button type="button" class="skip" onclick="window.close()">Pular</button>' : '') +
    '</main></body></html>'
}

/**
 * Tells the opener the login finished, then closes; without an opener it just says so. The message goes to the
 * store's origin only (in the demo the store and this page share one server, so it is this page's origin): any other
 * page that opened this one learns nothing. @param {string} session
 */
export function loginDonePage (session) {
  const payload = JSON.stringify({ type: 'passport:callback', session_id: session }).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Login concluído</title><style>${STYLE}</style></head>` +
    `<body><main><h1>Login concluído</h1><p>Você já pode voltar para a loja.</p></main>` +
    `<script>if (window.opener) { window.opener.postMessage(${payload}, location.origin); window.close() }</script></body></html>`
}
