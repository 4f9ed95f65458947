/**
 * Imports one way in the web app (issue 27): features import the shared layers (web/src/lib,
 * web/src/components, @domain) and registries, never each other; the shared layers import no
 * feature; no runtime import cycle. The checker itself is proven on a synthetic set of files.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildImportGraph,
  crossFeatureImports,
  importsAcross,
  projectImportGraph,
  runtimeCycles,
  type ImportEdge,
} from './import-graph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FEATURES = 'web/src/features/';

/**
 * The only files that may import another feature, or be imported by one: registries, where a
 * host lists what other features contribute to it. Each one is read by its host and filled with
 * one line per contributing feature.
 */
const REGISTRIES = [
  // The contract families' screens (Markets tabs, Blotter tabs, the player modal's tabs), one line per family.
  'web/src/features/contract-families/family-registry.ts',
  // The trading room: the screens of its menu, its notices and the panels inside its screens that
  // other features provide (research, benchmarks, auctions, insights, options, wealth, interbank…).
  'web/src/features/trading-room/room-registry.ts',
  // The trainer's console: the player modal's other tabs, the Overview and Performance cards,
  // the Central Bank tab and the notices.
  'web/src/features/session-console/console-registry.ts',
  // The administrator's dashboard: its pages (people, sessions, a session, errors), the Data
  // page's client-dealing scenarios tab and the user menu.
  'web/src/features/admin-dashboard/admin-registry.ts',
  // The administrator's page of a session: the biases card and the individual reports.
  'web/src/features/admin-session-page/session-page-registry.ts',
  // The dashboards: sessions tables, new-session and new-class dialogs, person picker, user menu,
  // and the administrator's dashboard.
  'web/src/features/dashboard/dashboard-registry.ts',
];

const show = (edges: readonly ImportEdge[]) => edges.map((e) => `${e.from} → ${e.to} ('${e.specifier}')`);

describe('imports one way in the web app', () => {
  const graph = projectImportGraph(ROOT);

  it('reads the app: the graph resolves the @/ and @domain/ aliases', () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.edges.some((e) => e.specifier.startsWith('@/') && e.to.startsWith('web/src/'))).toBe(true);
    expect(graph.edges.some((e) => e.specifier.startsWith('@domain/') && e.to.startsWith('domain/'))).toBe(true);
  });

  it('lists only registries that exist', () => {
    for (const file of REGISTRIES) expect(graph.files).toContain(file);
  });

  it('no feature imports another feature outside the registries', () => {
    expect(show(crossFeatureImports(graph, FEATURES, REGISTRIES))).toEqual([]);
  });

  it('the shared layers (lib, components) import no feature and not the app', () => {
    expect(show(importsAcross(graph, ['web/src/lib/', 'web/src/components/'], [FEATURES, 'web/src/app/']))).toEqual([]);
  });

  it('features do not import the app', () => {
    expect(show(importsAcross(graph, [FEATURES], ['web/src/app/']))).toEqual([]);
  });

  it('domain/ imports nothing from the web app', () => {
    expect(show(importsAcross(graph, ['domain/'], ['web/']))).toEqual([]);
  });

  it('no runtime import cycle in web/src (type-only and lazy imports aside)', () => {
    expect(runtimeCycles(graph, 'web/src/').map((c) => c.join(' → '))).toEqual([]);
  });

  it('no runtime import cycle in domain/ (type-only imports aside)', () => {
    expect(runtimeCycles(graph, 'domain/').map((c) => c.join(' → '))).toEqual([]);
  });
});

describe('the checker fails on a forbidden import', () => {
  const sources = new Map<string, string>([
    // A feature importing another feature: forbidden.
    ['web/src/features/orders/order-form.tsx', "import { Quote } from '@/features/quotes/quote-panel';\nimport { money } from '@/lib/money';\n"],
    ['web/src/features/quotes/quote-panel.tsx', "import { useBook } from './use-book';\nexport const Quote = 1;\n"],
    // A runtime cycle: quote-panel → use-book → quote-panel.
    ['web/src/features/quotes/use-book.ts', "import { Quote } from './quote-panel';\nexport const useBook = Quote;\n"],
    // Type-only and lazy imports make no runtime cycle.
    ['web/src/lib/money.ts', "import type { Rate } from './rate';\nexport { type Rate } from './rate';\nexport const money = 1;\n"],
    ['web/src/lib/rate.ts', "import { money } from './money';\nexport type Rate = typeof money;\n"],
    ['web/src/lib/lazy-a.ts', "import { b } from './lazy-b';\nexport const a = b;\n"],
    ['web/src/lib/lazy-b.ts', "export const b = () => import('./lazy-a');\n"],
    // A shared layer importing a feature: forbidden.
    ['web/src/components/panel.tsx', "export { Quote } from '../features/quotes/quote-panel';\n"],
    // A registry may import features and be imported by them.
    ['web/src/features/host/host-registry.ts', "export const Panel = () => import('@/features/quotes/quote-panel');\n"],
    ['web/src/features/quotes/quote-tab.tsx', "import type { Props } from '@/features/host/host-registry';\n"],
  ]);
  const graph = buildImportGraph(sources);

  it('reports the cross-feature import, and only it', () => {
    const found = crossFeatureImports(graph, FEATURES, ['web/src/features/host/host-registry.ts']);
    expect(found.map((e) => [e.from, e.to])).toEqual([['web/src/features/orders/order-form.tsx', 'web/src/features/quotes/quote-panel.tsx']]);
    // Without the registry exemption its two imports are reported too.
    expect(crossFeatureImports(graph, FEATURES)).toHaveLength(3);
  });

  it('reports the runtime cycle, and not the type-only or lazy ones', () => {
    expect(runtimeCycles(graph, 'web/src/')).toEqual([
      ['web/src/features/quotes/quote-panel.tsx', 'web/src/features/quotes/use-book.ts', 'web/src/features/quotes/quote-panel.tsx'],
    ]);
  });

  it('reports the shared layer importing a feature', () => {
    expect(importsAcross(graph, ['web/src/lib/', 'web/src/components/'], [FEATURES]).map((e) => e.from)).toEqual(['web/src/components/panel.tsx']);
  });
});
