import { createHash } from 'node:crypto';
import { brand, brandColors, brandFont } from '../../domain/brand.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** The one inline script of the issuer's pages: it submits the logout form. Its hash is allowed by the CSP. */
export const logoutScript = "document.getElementById('op.logoutForm').submit();";
export const logoutScriptHash = `'sha256-${createHash('sha256').update(logoutScript).digest('base64')}'`;

const style = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:${brandFont};background:linear-gradient(135deg,${brandColors.primary} 0%,${brandColors.primaryDark} 60%,${brandColors.secondary} 140%);color:${brandColors.text}}
main{background:#fff;width:min(420px,92vw);border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.25);padding:32px}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:8px;color:${brandColors.primary};font-weight:700;font-size:1.4rem}
.brand span{display:inline-block;width:30px;height:30px;border-radius:8px;background:${brandColors.primary};color:#fff;text-align:center;line-height:30px}
h1{font-size:1.25rem;margin:8px 0 20px}label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;border:1px solid #b8c4bd;border-radius:10px;font-size:1rem}
input:focus{outline:3px solid rgba(11,110,79,.35);border-color:${brandColors.primary}}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:10px;background:${brandColors.primary};color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button:hover,button:focus{background:${brandColors.primaryDark}}.error{background:#fdecea;color:#8a1c12;border-radius:10px;padding:10px 12px;margin-bottom:8px}
p.note{color:#4b5a52;font-size:.9rem}a{color:${brandColors.primary}}`;

function page(title: string, body: string, script = ''): string {
  return `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${brand.name}</title><style>${style}</style></head><body><main>
<div class="brand"><span aria-hidden="true">${brand.name.charAt(0)}</span>${brand.name}</div>${body}</main>${script}</body></html>`;
}

export interface LoginView {
  action: string;
  email: string;
  error?: string;
  homeUrl: string;
}

export function loginPage(view: LoginView): string {
  const error = view.error ? `<div class="error" role="alert">${escapeHtml(view.error)}</div>` : '';
  return page(
    'Accedi',
    `<h1>Accedi alla rete</h1>${error}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(view.email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Accedi</button></form>
<p class="note">L'accesso è riservato ai professionisti della rete. <a href="${escapeHtml(view.homeUrl)}">Torna al sito</a></p>`,
  );
}

export function logoutPage(form: string): string {
  return page(
    'Uscita',
    `<h1>Uscita in corso…</h1>${form}
<p class="note">Se la pagina non prosegue da sola, premi il pulsante.</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Esci</button>`,
    `<script>${logoutScript}</script>`,
  );
}

export function logoutSuccessPage(homeUrl: string): string {
  return page(
    'Uscita completata',
    `<h1>Sei uscito dalla rete.</h1><p><a href="${escapeHtml(homeUrl)}">Torna al sito</a></p>`,
  );
}

export function errorPage(message: string, homeUrl: string): string {
  return page(
    'Errore',
    `<h1>Si è verificato un errore!</h1><div class="error" role="alert">${escapeHtml(message)}</div>
<p><a href="${escapeHtml(homeUrl)}">Torna al sito</a></p>`,
  );
}
