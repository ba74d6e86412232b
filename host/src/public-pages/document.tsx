/**
 * A public page as a whole HTML document: its own small CSS inline, the top bar, the page, and a few lines of inline
 * script for the theme (applied before the first paint, toggled by the bar's button) and for a visitor who is
 * signed in (the bar offers the dashboard). No other JavaScript: the app loads when the visitor goes on to it.
 */
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { STORAGE_KEYS, paths } from '@brandcast/shared';
import css from './public-pages.css?raw';
import { FAVICON_LINK } from '../brand/favicon';
import { LandingPage, PricingPage, PrivacyPage, TermsPage } from './pages';

/** Each pre-rendered page: the path it answers and its file under dist/pages/ (api/src/static-site.ts serves them). */
export const PUBLIC_PAGES: { path: string; file: string; title: string; page: () => ReactElement }[] = [
  { path: paths.landing, file: 'landing.html', title: 'Brandcast', page: () => <LandingPage /> },
  { path: paths.pricing, file: 'pricing.html', title: 'Pricing · Brandcast', page: () => <PricingPage /> },
  { path: paths.terms, file: 'terms.html', title: 'Terms of Service · Brandcast', page: () => <TermsPage /> },
  { path: paths.privacy, file: 'privacy.html', title: 'Privacy Policy · Brandcast', page: () => <PrivacyPage /> },
];

const DESCRIPTION = 'Brandcast turns a business into brand messages and marketing copy.';

/** Before the first paint: the stored theme (the app's own key and JSON format), light by default as in the app. */
const THEME_SCRIPT = `(function(){var t;try{t=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)}))}catch(e){}document.documentElement.setAttribute('data-theme',t==='dark'?'dark':'light')})()`;

/** The theme toggle, and the dashboard instead of Sign in / Get Started for a visitor with a session. */
const BAR_SCRIPT = `(function(){var d=document.documentElement,b=document.getElementById('bc-theme-toggle');
function label(){var n=d.getAttribute('data-theme')==='dark'?'light':'dark',l='Switch to '+n+' theme';b.setAttribute('aria-label',l);b.title=l}
label();b.addEventListener('click',function(){var t=d.getAttribute('data-theme')==='dark'?'light':'dark';d.setAttribute('data-theme',t);try{localStorage.setItem(${JSON.stringify(STORAGE_KEYS.theme)},JSON.stringify(t))}catch(e){}label()});
try{if(JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)}))){var a=document.getElementById('bc-account');a.innerHTML='<a class="bc-button bc-primary" href=${JSON.stringify(paths.dashboard)}>Dashboard</a>';document.getElementById('bc-brand').setAttribute('href',${JSON.stringify(paths.dashboard)})}}catch(e){}})()`;

function TopBar() {
  return (
    <header className="bc-header">
      <a id="bc-brand" className="bc-brand" href={paths.landing}>
        Brandcast
      </a>
      <span className="bc-spacer" />
      <button id="bc-theme-toggle" className="bc-theme-toggle" type="button" aria-label="Switch to dark theme">
        <span className="bc-icon-moon" aria-hidden="true">
          <MoonOutlined />
        </span>
        <span className="bc-icon-sun" aria-hidden="true">
          <SunOutlined />
        </span>
      </button>
      <nav id="bc-account" className="bc-account" aria-label="Account">
        <a className="bc-button" href={paths.login}>
          Sign in
        </a>
        <a className="bc-button bc-primary" href={paths.register}>
          Get Started
        </a>
      </nav>
    </header>
  );
}

export function renderPublicPage(page: (typeof PUBLIC_PAGES)[number]): string {
  const body = renderToStaticMarkup(
    <>
      <TopBar />
      <main className="bc-content">{page.page()}</main>
    </>,
  );
  // The icons' own markup says role="img" with a label; inside the labelled button they are decoration.
  const quietBody = body.replace(/ role="img" aria-label="(?:moon|sun)"/g, '');
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="${DESCRIPTION}" />
<meta name="theme-color" content="#9254de" />
${FAVICON_LINK}
<title>${page.title}</title>
<script>${THEME_SCRIPT}</script>
<style>${css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim()}</style>
</head>
<body class="bc-public">
${quietBody}
<script>${BAR_SCRIPT}</script>
</body>
</html>
`;
}
