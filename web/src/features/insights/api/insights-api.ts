/**
 * The insights calls of one player (domain/contracts/insights.ts): roadmap items, images, the
 * portfolio name and the insights reports; and the two files behind the bearer token (an
 * image's bytes, a report's PDF), which `<img src>` and plain links cannot fetch.
 */
import {
  createInsightsReport,
  createRoadmapItem,
  insightsProfile,
  listInsightsReports,
  listRoadmapItems,
  updatePortfolioName,
  uploadInsightsImage,
  type InsightDocument,
  type Layout,
} from '@domain/contracts/insights';
import { apiFetch } from '@/lib/api-client';
import { downloadFrom } from '@/lib/download';
import { callSession } from '@/lib/session-call';

export const fetchProfile = (sessionId: number, playerId: number) => callSession(insightsProfile, sessionId, { player_id: playerId });
export const fetchRoadmap = (sessionId: number, playerId: number) => callSession(listRoadmapItems, sessionId, { player_id: playerId });
export const fetchReports = (sessionId: number, playerId: number) => callSession(listInsightsReports, sessionId, { player_id: playerId });

export function saveRoadmapItem(sessionId: number, item: { person_id: number | null; layout: Layout | null; content: InsightDocument; image_id: number | null }) {
  return callSession(createRoadmapItem, sessionId, item as never, { notify: false });
}

export const uploadImage = (sessionId: number, data: string) => callSession(uploadInsightsImage, sessionId, { data }, { notify: false });

export const savePortfolioName = (sessionId: number, playerId: number, portfolioName: string) =>
  callSession(updatePortfolioName, sessionId, { player_id: playerId, portfolio_name: portfolioName });

export const generateReport = (sessionId: number, personId: number | null) => callSession(createInsightsReport, sessionId, { person_id: personId } as never, { notify: false });

/** An image of the media route as a blob (the caller makes and revokes its object URL). */
export async function fetchMedia(url: string): Promise<Blob> {
  const res = await apiFetch(url);
  if (!res.ok) throw new Error(res.status === 404 ? 'Image not found' : `The image could not be loaded (${res.status})`);
  return res.blob();
}

export const downloadReport = (file: string, id: number) => downloadFrom(file, `insights_report_${id}.pdf`);
