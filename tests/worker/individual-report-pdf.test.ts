/**
 * The individual report's PDF route (issue #14): the same visibility as `/individual_report/get`
 * (administrators before the finish, trainers and trainees only after, a trainee only their
 * own), 409 with the status text while the report is not ready, and a real PDF download named
 * after the session and player when it is.
 */
import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { REPORT_TEXTS } from '../../domain/reports/individual-report';
import { api, createKlass, createUser, signIn } from './setup/fixtures';
import { post, runningSession, stubOf } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const HISTORICAL = { scenario_type: 1, start_date: '2024-01-02', end_date: '2024-03-28', frequency: 5, historical_sleep_time: 30 };

async function pdfOf(token: string, sessionId: number, playerId?: number) {
  const query = new URLSearchParams({ session_id: String(sessionId) });
  if (playerId !== undefined) query.set('player_id', String(playerId));
  const res = await api(`/api/individual_report/pdf/?${query}`, { token });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('latin1').decode(bytes);
  return { status: res.status, headers: res.headers, bytes, text, json: () => JSON.parse(text) as { error: string } };
}

describe('the individual report PDF route', () => {
  it('follows the report’s visibility and answers a PDF download once the report is ready', async () => {
    const trainer = await createUser(UserType.Trainer);
    const [ada, bob] = [await createUser(UserType.Trainee), await createUser(UserType.Trainee)];
    const klassId = await createKlass(trainer, [ada, bob]);
    const admin = await createUser(UserType.Admin);
    const [t, a, b, adm] = await Promise.all([signIn(trainer), signIn(ada), signIn(bob), signIn(admin)]);
    const id = await runningSession(t.access, klassId, HISTORICAL, ['AAPL.O', 'MSFT.O'], T0);
    expect((await post(a.access, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 100, resourcetype: 'MarketOrder' })).status).toBe(201);

    // Before the finish: trainers and trainees are refused with the spec's text; nothing to download yet for the admin.
    for (const [token, player] of [[a.access, undefined], [t.access, 1]] as const) {
      const r = await pdfOf(token, id, player);
      expect(r.status).toBe(403);
      expect(r.json().error).toBe(REPORT_TEXTS.notFinished);
    }
    const notComputed = await pdfOf(adm.access, id, 1);
    expect(notComputed.status).toBe(409);
    expect(notComputed.json().error).toBe(REPORT_TEXTS.unavailable);

    // The admin computes the reports before the finish and downloads one.
    expect((await post(adm.access, `/api/sessions/${id}/compute_individual_reports/`)).status).toBe(200);
    await runDurableObjectAlarm(stubOf(id));
    const early = await pdfOf(adm.access, id, 1);
    expect(early.status).toBe(200);
    expect(early.headers.get('content-type')).toBe('application/pdf');
    expect(early.headers.get('content-disposition')).toBe(`attachment; filename="individual_report_${id}_1.pdf"`);
    expect(early.text.startsWith('%PDF-')).toBe(true);
    expect(early.text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(early.bytes.length).toBeGreaterThan(3000);
    // Still refused to the trainer and the trainee.
    expect((await pdfOf(t.access, id, 1)).status).toBe(403);
    expect((await pdfOf(a.access, id)).status).toBe(403);
    // The staff must name the player; an unknown player has no report.
    expect(await pdfOf(adm.access, id).then((r) => [r.status, r.json().error])).toEqual([400, 'Player id missing in url, wrong path?']);
    expect(await pdfOf(adm.access, id, 999).then((r) => [r.status, r.json().error])).toEqual([404, REPORT_TEXTS.none]);

    // The finish computes them again: unavailable (409) until the alarm's slice, then the trainee's own.
    expect((await post(t.access, `/api/sessions/${id}/finish/`)).status).toBe(200);
    const pending = await pdfOf(a.access, id);
    expect([pending.status, pending.json().error]).toEqual([409, REPORT_TEXTS.unavailable]);
    await runDurableObjectAlarm(stubOf(id));
    const own = await pdfOf(a.access, id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe(`attachment; filename="individual_report_${id}_1.pdf"`);
    expect(own.text.startsWith('%PDF-')).toBe(true);
    // The same when the trainee names themself; another trainee's report is refused.
    expect((await pdfOf(a.access, id, 1)).status).toBe(200);
    const others = await pdfOf(a.access, id, 2);
    expect(others.status).toBe(403);
    expect(others.json().error).toBe('A trainee may see only their own report');
    // The trainer now reads any player's, and Bob his own.
    expect((await pdfOf(t.access, id, 2)).status).toBe(200);
    expect((await pdfOf(b.access, id)).headers.get('content-disposition')).toBe(`attachment; filename="individual_report_${id}_2.pdf"`);

    // Without a sign-in, or from outside the class, nothing.
    expect((await api(`/api/individual_report/pdf/?session_id=${id}`)).status).toBe(401);
    const outsider = await signIn(await createUser(UserType.Trainee));
    expect((await pdfOf(outsider.access, id)).status).toBe(404);
    // A bad session id is a 400 naming the field.
    expect((await api('/api/individual_report/pdf/?session_id=abc', { token: a.access })).status).toBe(400);
  });
});
