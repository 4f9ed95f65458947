/**
 * The web app's first load per route: the gzipped JavaScript and CSS the browser fetches before
 * a route renders, i.e. index.html's entry chunk, the route's lazy chunks (router.tsx: the
 * signed-in app before a signed-in page; the session page's trading room or console), and
 * everything those import statically, transitively.
 * Chunks they import dynamically (other screens, the chart.js charts) are not counted: they
 * arrive after the first paint. Read from the build's manifest (dist/web/.vite/manifest.json).
 *
 * It builds nothing itself when dist/web is current (`npm run bench` builds the app for its server);
 * it runs `vite build` only when dist/web is missing, older than the sources it is built from, or
 * not a production build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWebApp } from '../scripts/lib/local-server';
import { line } from './stats';

const DIST = 'dist/web';
const MANIFEST = join(DIST, '.vite/manifest.json');
/** What the web build reads: a newer file here means dist/web is stale. */
const SOURCES = ['web', 'domain'];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RouteLoad {
  route: string;
  /** Modules (paths under web/) whose lazy chunks the route loads before it renders. */
  lazy: string[];
  /** Target for the gzipped JavaScript, in kB; none where the issue sets none. */
  jsTargetKb?: number;
}

/** The signed-in routes and their `<Theme>` (router.tsx): loaded before any signed-in page. */
const SIGNED_IN_APP = 'src/app/signed-in-app.tsx';
const SESSION_PAGE = 'src/app/routes/session-page.tsx';
export const ROUTE_LOADS: RouteLoad[] = [
  { route: '/auth/login', lazy: ['src/features/auth/components/login-page.tsx'], jsTargetKb: 100 },
  { route: '/bond-calculator', lazy: ['src/features/bond-calculator/components/bond-calculator-page.tsx'], jsTargetKb: 100 },
  { route: '/dashboard', lazy: [SIGNED_IN_APP, 'src/features/dashboard/components/dashboard-page.tsx'] },
  {
    route: '/session/{id} as trainee (Markets)',
    lazy: [SIGNED_IN_APP, SESSION_PAGE, 'src/features/trading-room/trading-room.tsx', 'src/features/trading-room/components/markets/markets-screen.tsx'],
    jsTargetKb: 250,
  },
  { route: '/session/{id} as staff (console)', lazy: [SIGNED_IN_APP, SESSION_PAGE, 'src/features/session-console/session-console.tsx'] },
];

/** Chunks the signed-out routes must never load. */
const SIGNED_IN_ONLY = [
  SIGNED_IN_APP,
  'src/features/dashboard/components/dashboard-page.tsx',
  'src/features/trading-room/trading-room.tsx',
  'src/features/session-console/session-console.tsx',
];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * True when dist/web holds React's production build. A build started from a vitest run (the
 * browser tests' setup) inherits NODE_ENV=test and bundles React's development build, about
 * 60 kB (gzipped) more on every route; only the production build has React's minified errors.
 */
function isProductionBuild(): boolean {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  return Object.values(manifest).some((chunk) => chunk.file.endsWith('.js') && readFileSync(join(DIST, chunk.file), 'utf8').includes('Minified React error'));
}

function ensureBuilt(): string | null {
  if (!existsSync(MANIFEST)) {
    buildWebApp();
    return 'dist/web had no manifest: built it';
  }
  const built = statSync(MANIFEST).mtimeMs;
  if (SOURCES.some((dir) => newestMtime(dir) > built)) {
    buildWebApp();
    return 'dist/web was older than its sources: built it again';
  }
  if (!isProductionBuild()) {
    buildWebApp();
    return "dist/web held React's development build: built it again";
  }
  return null;
}

/** Manifest keys of `keys` and everything they import statically, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface RouteFigures {
  route: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
  chunks: Set<string>;
}

/** The first load of every route in ROUTE_LOADS, from the manifest of the current build. */
export function measureRoutes(manifest: Manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest): RouteFigures[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  return ROUTE_LOADS.map(({ route, lazy }) => {
    for (const key of lazy) {
      if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} (${route}) is not a lazy chunk of the build`);
    }
    const chunks = staticClosure(manifest, [entry, ...lazy]);
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of chunks) {
      js.add(manifest[key]!.file);
      for (const file of manifest[key]!.css ?? []) css.add(file);
    }
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
    return { route, jsGzip: sum(js), cssGzip: sum(css), jsFiles: js.size, cssFiles: css.size, chunks };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;

export function benchBundle(): void {
  const built = ensureBuilt();
  console.log(`\nWeb bundle: gzipped first load of each route (entry + the route's lazy chunks + their static imports; gzip -9)${built ? ` (${built})` : ''}`);
  const figures = measureRoutes();
  for (const f of figures) {
    const target = ROUTE_LOADS.find((r) => r.route === f.route)!.jsTargetKb;
    line(`${f.route}: JavaScript (${files(f.jsFiles)})`, kb(f.jsGzip), target === undefined ? undefined : `≤ ${target} kB`, target === undefined || f.jsGzip <= target * 1000);
    line(`${f.route}: CSS (${files(f.cssFiles)})`, kb(f.cssGzip));
  }
  const leaks = figures
    .filter((f) => f.route === '/auth/login' || f.route === '/bond-calculator')
    .flatMap((f) => SIGNED_IN_ONLY.filter((key) => f.chunks.has(key)).map((key) => `${f.route} loads ${key}`));
  line('signed-out routes load no dashboard, trading room or console', leaks.length === 0 ? 'none loaded' : leaks.join('; '), 'none', leaks.length === 0);
}
