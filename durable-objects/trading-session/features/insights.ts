/**
 * Insights (issue 14; spec 001 §2 "Insights", §3–§8; 002 §7): a player's roadmap items, their
 * images, the portfolio name and the insights reports. The object checks who asks from its
 * roster (a trainee only their own player; the staff read any player's) and keeps the portfolio
 * name with its players; items, images and reports are D1 rows (insights/insights-store.ts).
 * A report is created in state creating and queued here; the alarm draws its PDF
 * (insights/insights-pdf.ts), stores it and marks it created, or error with the spec's text
 * after three failed tries. Each state reaches the player and the staff as an
 * `insights_report` event.
 */
import {
  INSIGHTS_TEXTS,
  MAX_IMAGES_PER_PLAYER,
  MAX_ROADMAP_ITEMS,
  createInsightsReport,
  createRoadmapItem,
  insightsProfile,
  listInsightsReports,
  listRoadmapItems,
  updatePortfolioName,
  uploadInsightsImage,
  type InsightsProfile,
  type InsightsReport,
} from '../../../domain/contracts/insights';
import { isEmptyDocument, sanitizeDocument } from '../../../domain/insights/document';
import { decodeImage } from '../../../domain/insights/images';
import { MESSAGES } from '../../../domain/messages';
import { conflict, forbidden, invalid, notFound } from '../../../domain/refusal';
import { playerView } from '../../../domain/session/player-view';
import type { PlayerState } from '../../../domain/engine/types';
import type { Actor } from '../kernel/actor';
import { handle, handleLoaded, handleOutside, type Feature } from '../kernel/feature';
import { checkPerson } from '../kernel/persons';
import type { SessionKernel } from '../kernel/session-kernel';
import { insightsPdf, type InsightsPdfInput } from './insights/insights-pdf';
import {
  INSIGHTS_MIGRATIONS,
  anyJob,
  countImages,
  countItems,
  countTry,
  failReport,
  imageOf,
  insertImage,
  insertItem,
  insertReport,
  jobQueuedFor,
  nextJob,
  ownImageIds,
  portfolioNameOf,
  queueJob,
  removeJob,
  reportById,
  reportsOf,
  roadmapOf,
  savePortfolioName,
  storeReportFile,
} from './insights/insights-store';

/** Tries of one report before it is marked error (alarms retry; a PDF that fails thrice will not draw). */
export const MAX_REPORT_TRIES = 3;
/** A report still 'creating' after this long was lost (its object failed between D1 and its queue): it no longer blocks the next. */
const REPORT_BUSY_MS = 10 * 60_000;

function sessionIdOf(k: SessionKernel): number {
  return Number(k.sql.exec<{ value: string }>("SELECT value FROM session_meta WHERE key = 'session_id'").one().value);
}

/** The player a call is about: a trainee's own (naming another is refused), or the one the staff name. */
function playerOf(k: SessionKernel, actor: Actor, named: number | undefined): PlayerState {
  if (actor.kind === 'player' && named !== undefined && named !== actor.player_id) throw forbidden(INSIGHTS_TEXTS.ownOnly);
  const id = actor.kind === 'player' ? actor.player_id : named;
  const player = id === undefined ? undefined : k.state().players.get(id);
  if (!player) throw notFound('Player not found');
  return player;
}

/** A writing call: only the player themselves (the contract admits players only). */
function writerOf(k: SessionKernel, actor: Actor, named: number | undefined): { player: PlayerState; userId: number } {
  if (actor.kind !== 'player') throw forbidden(INSIGHTS_TEXTS.staffRead);
  return { player: playerOf(k, actor, named), userId: actor.caller.user_id };
}

/** The person must be one of the caller's; their name, for the item or report. */
async function personName(k: SessionKernel, userId: number, personId: number): Promise<string> {
  await checkPerson(k.sql, k.env.DB, userId, personId);
  const cached = k.sql.exec<{ name: string | null }>('SELECT name FROM persons WHERE id = ?', personId).toArray()[0]?.name;
  if (cached) return cached;
  const row = await k.env.DB.prepare('SELECT name FROM persons WHERE id = ?').bind(personId).first<{ name: string }>();
  return row?.name ?? `Person ${personId}`;
}

function profileOf(k: SessionKernel, actor: Actor, player: PlayerState): InsightsProfile {
  return { player_id: player.id, player_name: player.name, portfolio_name: portfolioNameOf(k.sql, player.id), can_write: actor.kind === 'player' };
}

function announce(k: SessionKernel, report: InsightsReport): void {
  k.send({ type: 'insights_report', data: { ...report }, audience: { player_id: report.player_id } });
}

/** What the PDF shows of the player's books, valued now at the session's market. */
function portfolioFor(k: SessionKernel, player: PlayerState): Pick<InsightsPdfInput, 'summary' | 'positions' | 'wallets' | 'reporting_currency'> {
  const view = playerView(k.state(), k.marketView(), player, { open_orders: [], player_history: [], failed_executions: [] });
  return {
    reporting_currency: k.settings().reporting_currency,
    summary: {
      market_value: view.last_market_value,
      portfolio_return: view.last_portfolio_return,
      pnl: view.last_pnl_sum,
      fx_pnl: view.last_fx_return,
      initial_aum: view.initial_aum,
    },
    positions: view.financial_instruments.map((p) => ({
      name: p.underlying_asset.name,
      ric: p.underlying_asset.ric,
      quantity: p.amount,
      avg_open_price: p.avg_open_price,
      market_price: p.market_price,
      value: p.reporting_value,
      unrealized_pnl: p.reporting_unrealized_pnl,
      realized_pnl: p.reporting_realized_pnl,
    })),
    wallets: view.wallets.map((w) => ({ currency: w.currency, amount: w.amount })),
  };
}

/** Draws and stores the oldest queued report; error after MAX_REPORT_TRIES. */
async function createQueuedReport(k: SessionKernel): Promise<void> {
  const job = nextJob(k.sql);
  if (!job) return;
  const db = k.env.DB;
  const sessionId = sessionIdOf(k);
  const report = await reportById(db, sessionId, job.report_id);
  if (!report || report.status !== 'creating') {
    removeJob(k.sql, job.report_id);
    return;
  }
  // Counted before the work: a try that crashes the object still counts.
  countTry(k.sql, job.report_id);
  try {
    if (job.tries >= MAX_REPORT_TRIES) throw new Error(`gave up after ${job.tries} tries`);
    const player = k.state().players.get(job.player_id);
    if (!player) throw new Error(`player ${job.player_id} not found`);
    const pdf = await insightsPdf({
      portfolio_name: report.portfolio_name,
      player_name: player.name,
      session_id: sessionId,
      person: report.person,
      created_at: Date.parse(report.created_at),
      ...portfolioFor(k, player),
      items: await roadmapOf(db, sessionId, player.id),
      image: (id) => imageOf(db, sessionId, player.id, id),
    });
    await storeReportFile(db, sessionId, report.id, pdf, Date.now());
  } catch (error) {
    console.error(`insights report ${report.id} of session ${sessionId}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    if (job.tries + 1 < MAX_REPORT_TRIES) return; // the next alarm tries again
    await failReport(db, sessionId, report.id, MESSAGES.insightsReportFailed, Date.now());
  }
  removeJob(k.sql, job.report_id);
  const done = await reportById(db, sessionId, report.id);
  if (done) announce(k, done);
}

export const insights: Feature = {
  name: 'insights',
  migrations: INSIGHTS_MIGRATIONS,
  calls: [
    handle(insightsProfile, (k, input, actor) => profileOf(k, actor, playerOf(k, actor, input.player_id))),

    handleOutside(listRoadmapItems, async (k, input, actor) => roadmapOf(k.env.DB, sessionIdOf(k), playerOf(k, actor, input.player_id).id)),

    // Its rows are D1's: the limit is checked by the insert itself (insights-store.ts), not before an await.
    handleOutside(createRoadmapItem, async (k, input, actor) => {
      const { player, userId } = writerOf(k, actor, input.player_id);
      const checked = sanitizeDocument(input.content);
      if (!checked.ok) throw invalid(checked.error, { fields: { content: checked.error } });
      const imageId = input.layout === 2 ? (input.image_id ?? null) : null;
      if (input.layout === 2 && imageId === null) throw invalid(INSIGHTS_TEXTS.sideImageRequired, { fields: { image_id: INSIGHTS_TEXTS.sideImageRequired } });
      if (isEmptyDocument(checked.doc) && imageId === null) throw invalid(INSIGHTS_TEXTS.emptyItem, { fields: { content: INSIGHTS_TEXTS.emptyItem } });
      const sessionId = sessionIdOf(k);
      const wanted = [...new Set([...checked.imageIds, ...(imageId === null ? [] : [imageId])])];
      const own = await ownImageIds(k.env.DB, sessionId, player.id, wanted);
      if (wanted.some((id) => !own.has(id))) throw forbidden(INSIGHTS_TEXTS.imageNotYours);
      if ((await countItems(k.env.DB, sessionId, player.id)) >= MAX_ROADMAP_ITEMS) throw conflict(INSIGHTS_TEXTS.tooManyItems);
      // Last of the checks: knowing the person stores it in the session (kernel/persons.ts).
      const person = await personName(k, userId, input.person_id);
      const item = await insertItem(
        k.env.DB,
        { session_id: sessionId, player_id: player.id, person_id: input.person_id, person_name: person, layout: input.layout, content: checked.doc, image_id: imageId, created_at: Date.now() },
        MAX_ROADMAP_ITEMS,
      );
      if (!item) throw conflict(INSIGHTS_TEXTS.tooManyItems);
      return item;
    }),

    handleOutside(uploadInsightsImage, async (k, input, actor) => {
      const { player, userId } = writerOf(k, actor, input.player_id);
      const decoded = decodeImage(input.data);
      if (!decoded.ok) throw invalid(decoded.error, { fields: { data: decoded.error } });
      const sessionId = sessionIdOf(k);
      if ((await countImages(k.env.DB, sessionId, player.id)) >= MAX_IMAGES_PER_PLAYER) throw conflict(INSIGHTS_TEXTS.tooManyImages);
      const image = await insertImage(
        k.env.DB,
        { session_id: sessionId, player_id: player.id, user_id: userId, content_type: decoded.type, bytes: decoded.bytes, created_at: Date.now() },
        MAX_IMAGES_PER_PLAYER,
      );
      if (!image) throw conflict(INSIGHTS_TEXTS.tooManyImages);
      return image;
    }),

    handle(updatePortfolioName, (k, input, actor) => {
      const { player } = writerOf(k, actor, input.player_id);
      savePortfolioName(k.sql, player.id, input.portfolio_name, Date.now());
      return profileOf(k, actor, player);
    }),

    handleOutside(listInsightsReports, async (k, input, actor) => reportsOf(k.env.DB, sessionIdOf(k), playerOf(k, actor, input.player_id).id)),

    handleLoaded(
      createInsightsReport,
      async (k, input, actor) => {
        const { player, userId } = writerOf(k, actor, input.player_id);
        if (jobQueuedFor(k.sql, player.id)) throw conflict(INSIGHTS_TEXTS.reportBusy);
        const person = await personName(k, userId, input.person_id);
        // One statement refuses a second report while one is being created (two requests at once make one).
        const now = Date.now();
        const report = await insertReport(
          k.env.DB,
          {
            session_id: sessionIdOf(k),
            player_id: player.id,
            person_id: input.person_id,
            person_name: person,
            portfolio_name: portfolioNameOf(k.sql, player.id) || `${player.name}'s portfolio`,
            created_at: now,
          },
          now - REPORT_BUSY_MS,
        );
        if (!report) throw conflict(INSIGHTS_TEXTS.reportBusy);
        return report;
      },
      (k, _input, _actor, report) => {
        queueJob(k.sql, report.id, report.player_id, Date.now());
        announce(k, report);
        return report;
      },
      (k) => k.scheduler.arm(),
    ),
  ],
  timers: [
    {
      name: 'insights reports',
      due: (k) => (anyJob(k.sql) ? k.now() : null),
      run: (k) => createQueuedReport(k),
    },
  ],
};
