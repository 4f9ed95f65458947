/**
 * Insights (issue 14; spec 001 §2 "Insights", §3–§8; 002 §7 `/roadmap_items`, `/insights_reports`,
 * `/players/{player_id}/insights_reports`, `roadmap_items`, `update_portfolio_name`): a player's
 * roadmap items (the editor's allow-listed document, layout 1 text or 2 text beside an image),
 * the images they show, the portfolio name and the insights reports (a PDF of the roadmap and
 * the portfolio). A trainee reads and writes only their own player's; the staff of the session
 * read any player's. The images and the reports' PDFs are served by the Worker's media routes
 * (worker/insights/) after the same check.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import type { InsightDocument } from '../insights/document';
import { DOCUMENT_TEXTS } from '../insights/document';
import { IMAGE_TEXTS, MAX_IMAGE_BASE64_CHARS } from '../insights/images';
import { numeric, playerIdField } from './fields';
import { sessionCall } from './session-call';

export type { InsightDocument } from '../insights/document';

export const LAYOUTS = [1, 2] as const;
export type Layout = (typeof LAYOUTS)[number];
export const LAYOUT_LABELS: Record<Layout, string> = { 1: 'Text', 2: 'Text and image' };

export const MAX_PORTFOLIO_NAME = 80;
export const MAX_ROADMAP_ITEMS = 200;
export const MAX_IMAGES_PER_PLAYER = 60;

export const INSIGHTS_TEXTS = {
  ownOnly: 'A trainee may see and write only their own insights',
  staffRead: 'The staff read insights; only the player writes them',
  portfolioNameRequired: 'Please enter a portfolio name',
  portfolioNameTooLong: `A portfolio name has at most ${MAX_PORTFOLIO_NAME} characters`,
  emptyItem: 'Please write something before saving',
  sideImageRequired: 'Please add the image shown beside the text',
  imageNotYours: 'That image is not one of this player\u2019s images',
  tooManyItems: `A player keeps at most ${MAX_ROADMAP_ITEMS} roadmap items`,
  tooManyImages: `A player keeps at most ${MAX_IMAGES_PER_PLAYER} images`,
  reportBusy: 'An insights report is already being created',
  imageNotFound: 'Image not found',
  reportNotFound: 'Insights report not found',
  reportNotReady: 'The insights report is not ready',
} as const;

export type InsightsReportStatus = 'creating' | 'created' | 'error';

/** Spec 001 §3 Roadmap item: id, timestamp, roadmap_contents (id, area_code, text, image). */
export interface RoadmapContent {
  id: number;
  area_code: 'text' | 'image';
  text: InsightDocument | null;
  /** The media route of the image (GET with the bearer token). */
  image: string | null;
}

export interface RoadmapItem {
  id: number;
  session_id: number;
  player_id: number;
  person_id: number;
  /** The person (team member) who wrote it. */
  person: string;
  layout: Layout;
  /** ISO, real time of saving. */
  timestamp: string;
  content: InsightDocument;
  /** Layout 2: the image beside the text. */
  image_id: number | null;
  image: string | null;
  roadmap_contents: RoadmapContent[];
}

/** Spec 001 §3 Insights report: created_at, person, file. */
export interface InsightsReport {
  id: number;
  session_id: number;
  player_id: number;
  person_id: number;
  person: string;
  portfolio_name: string;
  status: InsightsReportStatus;
  /** The spec's 'Failed to create Insights Report!' when status is error. */
  error: string | null;
  created_at: string;
  finished_at: string | null;
  /** The PDF's route once created (GET with the bearer token), else null. */
  file: string | null;
  size: number | null;
}

export interface InsightsProfile {
  player_id: number;
  player_name: string;
  /** Spec 001 §3 Player.portfolio_name; empty until the player saves one. */
  portfolio_name: string;
  /** The player themselves; the staff only read. */
  can_write: boolean;
}

export interface UploadedImage {
  id: number;
  /** The media route, the only `src` an image of a document may have. */
  url: string;
  content_type: string;
  size: number;
}

export const reportFileUrl = (id: number) => `/api/insights_reports/${id}/file`;

const player = z.object({ player_id: numeric(z.number({ error: 'player_id is required' }).int().positive('player_id is required')) });
const personId = numeric(z.number({ error: MESSAGES.teamMemberNotSelected }).int().positive(MESSAGES.teamMemberNotSelected));
const layout = numeric(z.union([z.literal(1), z.literal(2)], { error: MESSAGES.invalidLayoutType }));
const documentShape = z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) }, { error: DOCUMENT_TEXTS.notADocument });

const EXAMPLE_DOC = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rates will fall: long duration.' }] }] };
/** A 1 × 1 PNG. */
export const TINY_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const insightsProfile = sessionCall<InsightsProfile>()({
  name: 'insights.profile',
  method: 'GET',
  path: '/api/players/:player_id/insights_profile',
  session: 'query',
  roles: ['player', 'staff'],
  input: player,
  example: { player_id: 1 },
});

export const listRoadmapItems = sessionCall<RoadmapItem[]>()({
  name: 'insights.roadmap_items',
  method: 'GET',
  path: '/api/players/:player_id/roadmap_items',
  session: 'query',
  roles: ['player', 'staff'],
  input: player,
  example: { player_id: 1 },
});

export const createRoadmapItem = sessionCall<RoadmapItem>()({
  name: 'insights.create_roadmap_item',
  method: 'POST',
  path: '/api/roadmap_items',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    player_id: playerIdField,
    // Spec 001 §5: the layout first, then the person.
    layout,
    person_id: personId,
    content: documentShape,
    image_id: numeric(z.number().int().positive()).nullish(),
  }),
  // The person must be the trainee's own: tests/worker/setup/fuzz-routes.ts makes one.
  example: { layout: 1, person_id: 1, content: EXAMPLE_DOC },
});

export const uploadInsightsImage = sessionCall<UploadedImage>()({
  name: 'insights.upload_image',
  method: 'POST',
  path: '/api/insights/images',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({
    player_id: playerIdField,
    /** Base64, or a data URL; PNG or JPEG by its bytes, at most 1 MB. */
    data: z.string({ error: IMAGE_TEXTS.notBase64 }).min(1, IMAGE_TEXTS.empty).max(MAX_IMAGE_BASE64_CHARS, IMAGE_TEXTS.tooBig),
  }),
  example: { data: TINY_PNG_BASE64 },
});

export const updatePortfolioName = sessionCall<InsightsProfile>()({
  name: 'insights.update_portfolio_name',
  method: 'POST',
  path: '/api/players/:player_id/update_portfolio_name',
  session: 'body',
  roles: ['player'],
  input: player.extend({
    portfolio_name: z
      .string({ error: INSIGHTS_TEXTS.portfolioNameRequired })
      .trim()
      .min(1, INSIGHTS_TEXTS.portfolioNameRequired)
      .max(MAX_PORTFOLIO_NAME, INSIGHTS_TEXTS.portfolioNameTooLong),
  }),
  example: { player_id: 1, portfolio_name: 'Duration fund' },
});

export const listInsightsReports = sessionCall<InsightsReport[]>()({
  name: 'insights.reports',
  method: 'GET',
  path: '/api/players/:player_id/insights_reports',
  session: 'query',
  roles: ['player', 'staff'],
  input: player,
  example: { player_id: 1 },
});

export const createInsightsReport = sessionCall<InsightsReport>()({
  name: 'insights.create_report',
  method: 'POST',
  path: '/api/insights_reports',
  session: 'body',
  roles: ['player'],
  status: 201,
  input: z.object({ player_id: playerIdField, person_id: personId }),
  example: { person_id: 1 },
});
