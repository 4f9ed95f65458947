// Radix Themes' styles.css is tokens.css (all 31 colour scales, then the base tokens),
// components.css and utilities.css. The app imports the same files, in the same order, with
// only the colour scales it uses: accent indigo on slate grays, and the colours screens name
// (color props, status badges, notifications, chart series). A new colour needs its file here.
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/brown.css';
import '@radix-ui/themes/tokens/colors/crimson.css';
import '@radix-ui/themes/tokens/colors/cyan.css';
import '@radix-ui/themes/tokens/colors/grass.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/indigo.css';
import '@radix-ui/themes/tokens/colors/lime.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/pink.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/violet.css';
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// zod compiles object parsers with `new Function` unless told not to, and probes for it first:
// under the page's content security policy (no eval, web/public/_headers) the probe is a
// reported violation. Its global config is shared through globalThis, so this needs no zod
// import here; it runs before any schema parses (they load with later chunks).
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
