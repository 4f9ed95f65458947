/**
 * What other features put in the administrator's page of a session, in one place: the biases card,
 * the reports' computation and one player's report. The page imports other features only through
 * this file. Each entry is its own chunk, loaded when shown, as before.
 */
import { lazy } from 'react';

export const BiasesCard = lazy(() => import('@/features/biases/components/biases-card').then((m) => ({ default: m.BiasesCard })));
export const ComputeReportsCard = lazy(() => import('@/features/individual-report/components/compute-reports-card'));
export const AdminReportPage = lazy(() => import('@/features/individual-report/components/admin-report-page'));
