/**
 * Insights (issue 14, spec 001 §2 "Insights"): roadmap items stored as the editor's document,
 * allow-listed on the server (a `<script>` and an `onerror=` come back inert while the
 * formatting and the image survive); images PNG or JPEG up to 1 MB behind an access-checked
 * media route; the portfolio name; insights reports created by the session's alarm (creating,
 * then created with a real PDF, or error with the spec's text), each state sent as an
 * `insights_report` event. Who may do what: the player their own, the class's trainer and
 * administrators read, anyone else is told the session does not exist.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { INSIGHTS_TEXTS, TINY_PNG_BASE64, type InsightsProfile, type InsightsReport, type RoadmapItem, type UploadedImage } from '../../domain/contracts/insights';
import { UserType } from '../../domain/enums';
import { IMAGE_TEXTS, MAX_IMAGE_BYTES } from '../../domain/insights/images';
import { MESSAGES } from '../../domain/messages';
import { api, createKlass, createUser, signIn } from './setup/fixtures';
import { get, post, runningSession, stubOf } from './setup/sessions';
import { connect } from './setup/sockets';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const REAL_TIME = { scenario_type: 0 };

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function world() {
  const trainer = await createUser(UserType.Trainer);
  const [ada, bob] = [await createUser(UserType.Trainee), await createUser(UserType.Trainee)];
  const outsider = await createUser(UserType.Trainee);
  const otherTrainer = await createUser(UserType.Trainer);
  const admin = await createUser(UserType.Admin);
  const klassId = await createKlass(trainer, [ada, bob]);
  await createKlass(otherTrainer, [outsider]);
  const [t, a, b, o, ot, adm] = await Promise.all([trainer, ada, bob, outsider, otherTrainer, admin].map((u) => signIn(u)));
  const id = await runningSession(t!.access, klassId, REAL_TIME, ['AAPL.O', 'SAP.DE'], T0);
  const tokens = { trainer: t!.access, ada: a!.access, bob: b!.access, outsider: o!.access, otherTrainer: ot!.access, admin: adm!.access };
  const person = async (token: string, name: string) => (await post(token, '/api/persons', { name })).json.id as number;
  return { id, tokens, adaPerson: await person(tokens.ada, 'Ada desk'), bobPerson: await person(tokens.bob, 'Bob desk') };
}

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const para = (text: string, marks: string[] = []) => ({ type: 'paragraph', content: [{ type: 'text', text, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) }] });

async function upload(token: string, sessionId: number, data: string) {
  return post(token, '/api/insights/images', { session_id: sessionId, data });
}

describe('insights', () => {
  it('saves roadmap items with the spec’s texts for a missing layout or person, and keeps only the allow-listed document', async () => {
    const w = await world();
    const { ada } = w.tokens;
    const base = { session_id: w.id, layout: 1, person_id: w.adaPerson, content: doc(para('Hello')) };

    const noLayout = await post(ada, '/api/roadmap_items', { ...base, layout: undefined });
    expect(noLayout.status).toBe(400);
    expect(noLayout.json.details?.fields).toMatchObject({ layout: MESSAGES.invalidLayoutType });
    expect((await post(ada, '/api/roadmap_items', { ...base, layout: 3 })).json.details?.fields).toMatchObject({ layout: 'Invalid layout type' });
    const noPerson = await post(ada, '/api/roadmap_items', { ...base, person_id: null });
    expect(noPerson.status).toBe(400);
    expect(noPerson.json.details?.fields).toMatchObject({ person_id: 'Team member not selected' });
    // Another account's person is not a team member of this one.
    expect((await post(ada, '/api/roadmap_items', { ...base, person_id: w.bobPerson })).status).toBe(403);
    expect((await post(ada, '/api/roadmap_items', { ...base, content: '<p>hi</p>' })).status).toBe(400);
    expect((await post(ada, '/api/roadmap_items', { ...base, content: doc(para('   ')) })).json.error).toBe(INSIGHTS_TEXTS.emptyItem);
    // Layout 2 needs its image beside the text.
    expect((await post(ada, '/api/roadmap_items', { ...base, layout: 2 })).json.error).toBe(INSIGHTS_TEXTS.sideImageRequired);

    const image = (await upload(ada, w.id, TINY_PNG_BASE64)).json as unknown as UploadedImage;
    expect(image).toMatchObject({ url: `/api/insights/media/${image.id}`, content_type: 'image/png', size: fromB64(TINY_PNG_BASE64).length });

    const hostile = doc(
      { type: 'heading', attrs: { level: 2, textAlign: 'center', onclick: 'alert(1)' }, content: [{ type: 'text', text: 'Macro view' }] },
      { type: 'paragraph', attrs: { textAlign: 'right', style: 'background:url(javascript:alert(1))' }, content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] },
      { type: 'script', content: [{ type: 'text', text: 'alert(2)' }] },
      { type: 'image', attrs: { src: image.url, alt: 'chart', onerror: 'alert(3)' } },
      { type: 'image', attrs: { src: 'javascript:alert(4)' } },
      { type: 'bulletList', content: [{ type: 'listItem', content: [para('Long duration', ['italic', 'underline'])] }] },
      { type: 'orderedList', attrs: { start: 1, onmouseover: 'x' }, content: [{ type: 'listItem', content: [para('First')] }] },
      { type: 'blockquote', content: [para('Rates fall')] },
      { type: 'iframe', attrs: { src: 'https://evil.example' } },
    );
    const saved = await post(ada, '/api/roadmap_items', { ...base, content: hostile });
    expect(saved.status).toBe(201);

    const listed = await get<RoadmapItem[]>(ada, `/api/players/1/roadmap_items/?session_id=${w.id}`);
    expect(listed.status).toBe(200);
    const item = listed.json.at(-1)!;
    expect(item).toMatchObject({ person: 'Ada desk', layout: 1, player_id: 1, image: null });
    const json = JSON.stringify(item.content);
    for (const gone of ['onclick', 'onerror', 'onmouseover', 'style', 'javascript', 'script"', 'iframe', 'evil', 'link', 'href', 'alert(2)']) expect(json).not.toContain(gone);
    expect(item.content.content).toEqual([
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [{ type: 'text', text: 'Macro view' }] },
      // The tag stays plain text, for the browser to show as text.
      { type: 'paragraph', attrs: { textAlign: 'right' }, content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'bold' }] }] },
      { type: 'image', attrs: { src: image.url, alt: 'chart' } },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Long duration', marks: [{ type: 'italic' }, { type: 'underline' }] }] }] }] },
      { type: 'orderedList', content: [{ type: 'listItem', content: [para('First')] }] },
      { type: 'blockquote', content: [para('Rates fall')] },
    ]);
    expect(item.roadmap_contents).toEqual([{ id: 1, area_code: 'text', text: item.content, image: null }]);

    // Layout 2: text beside an image of the player's own.
    const side = await post(ada, '/api/roadmap_items', { ...base, layout: 2, image_id: image.id, content: doc(para('Beside the chart')) });
    expect(side.status).toBe(201);
    expect(side.json).toMatchObject({ layout: 2, image_id: image.id, image: image.url });
    expect((side.json as unknown as RoadmapItem).roadmap_contents.map((c) => c.area_code)).toEqual(['text', 'image']);

    // Bob may not use Ada's image, inline or beside.
    const bobBase = { session_id: w.id, layout: 2, person_id: w.bobPerson, content: doc(para('Mine')) };
    expect((await post(w.tokens.bob, '/api/roadmap_items', { ...bobBase, image_id: image.id })).json.error).toBe(INSIGHTS_TEXTS.imageNotYours);
    expect(
      (await post(w.tokens.bob, '/api/roadmap_items', { ...bobBase, layout: 1, content: doc({ type: 'image', attrs: { src: image.url } }) })).json.error,
    ).toBe(INSIGHTS_TEXTS.imageNotYours);
    expect((await get<RoadmapItem[]>(w.tokens.bob, `/api/players/2/roadmap_items/?session_id=${w.id}`)).json).toEqual([]);
  });

  it('lets the player read and write their own, the staff read, and nobody else', async () => {
    const w = await world();
    const t = w.tokens;
    const image = (await upload(t.ada, w.id, TINY_PNG_BASE64)).json as unknown as UploadedImage;
    expect((await post(t.ada, '/api/roadmap_items', { session_id: w.id, layout: 1, person_id: w.adaPerson, content: doc(para('Plan')) })).status).toBe(201);

    const items = (token: string | undefined, player: number) => api(`/api/players/${player}/roadmap_items/?session_id=${w.id}`, { token });
    const media = (token: string | undefined) => api(image.url, { token });
    const matrix: [string, string | undefined, number, number][] = [
      // who, token, roadmap of player 1, the image
      ['ada (own)', t.ada, 200, 200],
      ['bob (another trainee of the class)', t.bob, 403, 403],
      ['trainer of the class', t.trainer, 200, 200],
      ['administrator', t.admin, 200, 200],
      ['trainee of another class', t.outsider, 404, 404],
      ['trainer of another class', t.otherTrainer, 404, 404],
      ['nobody signed in', undefined, 401, 401],
    ];
    for (const [who, token, roadmap, img] of matrix) {
      expect((await items(token, 1)).status, who).toBe(roadmap);
      const res = await media(token);
      expect(res.status, who).toBe(img);
      if (img === 200) {
        expect(res.headers.get('Content-Type')).toBe('image/png');
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(fromB64(TINY_PNG_BASE64));
      }
    }
    expect((await items(t.ada, 1)).status).toBe(200);
    expect((await api(`/api/insights/media/999999`, { token: t.ada })).status).toBe(404);

    // The staff read but do not write; a trainee writes only as themselves.
    expect((await post(t.trainer, '/api/roadmap_items', { session_id: w.id, player_id: 1, layout: 1, person_id: w.adaPerson, content: doc(para('x')) })).status).toBe(403);
    expect((await post(t.admin, `/api/players/1/update_portfolio_name`, { session_id: w.id, portfolio_name: 'X' })).status).toBe(403);
    expect((await post(t.bob, `/api/players/1/update_portfolio_name`, { session_id: w.id, portfolio_name: 'X' })).json.error).toBe(INSIGHTS_TEXTS.ownOnly);
    expect((await post(t.bob, '/api/insights/images', { session_id: w.id, player_id: 1, data: TINY_PNG_BASE64 })).status).toBe(403);
    expect((await post(t.outsider, '/api/insights_reports', { session_id: w.id, person_id: w.bobPerson })).status).toBe(404);

    // The portfolio name: the player's own, read by the staff.
    expect((await post(t.ada, `/api/players/1/update_portfolio_name`, { session_id: w.id, portfolio_name: '  ' })).status).toBe(400);
    const named = await post(t.ada, `/api/players/1/update_portfolio_name`, { session_id: w.id, portfolio_name: ' Duration fund ' });
    expect(named.json).toMatchObject({ player_id: 1, portfolio_name: 'Duration fund', can_write: true });
    expect((await get<InsightsProfile>(t.trainer, `/api/players/1/insights_profile/?session_id=${w.id}`)).json).toMatchObject({ portfolio_name: 'Duration fund', can_write: false });
    expect((await get<InsightsProfile>(t.bob, `/api/players/2/insights_profile/?session_id=${w.id}`)).json.portfolio_name).toBe('');
  });

  it('takes PNG and JPEG up to 1 MB, by their bytes', async () => {
    const w = await world();
    const up = (data: string) => upload(w.tokens.ada, w.id, data);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    expect((await up(b64(jpeg))).json).toMatchObject({ content_type: 'image/jpeg', size: jpeg.length });
    expect((await up(`data:image/png;base64,${TINY_PNG_BASE64}`)).json).toMatchObject({ content_type: 'image/png' });
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    expect((await up(b64(gif))).json.error).toBe(IMAGE_TEXTS.wrongType);
    // A PNG that claims to be one by name only.
    expect((await up(b64(new TextEncoder().encode('<svg onload=alert(1)>')))).json.error).toBe(IMAGE_TEXTS.wrongType);
    expect((await up('not base64 at all!')).json.error).toBe(IMAGE_TEXTS.notBase64);

    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(fromB64(TINY_PNG_BASE64));
    let text = '';
    for (let k = 0; k < big.length; k += 30_000) text += String.fromCharCode(...big.subarray(k, k + 30_000));
    const tooBig = await up(btoa(text));
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.details?.fields).toMatchObject({ data: IMAGE_TEXTS.tooBig });
    const exact = big.subarray(0, MAX_IMAGE_BYTES);
    text = '';
    for (let k = 0; k < exact.length; k += 30_000) text += String.fromCharCode(...exact.subarray(k, k + 30_000));
    expect((await up(btoa(text))).json).toMatchObject({ size: MAX_IMAGE_BYTES, content_type: 'image/png' });
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM insights_images WHERE session_id = ?').bind(w.id).first<{ n: number }>())!;
    expect(n).toBe(3);
  });

  it('creates a report on the alarm: creating, then created with the PDF, each state sent to the player and the staff; deleted with the session', async () => {
    const w = await world();
    const t = w.tokens;
    expect((await post(t.ada, '/api/orders/', { session_id: w.id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 10 })).status).toBe(201);
    await post(t.ada, `/api/players/1/update_portfolio_name`, { session_id: w.id, portfolio_name: 'Duration fund' });
    const image = (await upload(t.ada, w.id, TINY_PNG_BASE64)).json as unknown as UploadedImage;
    const content = doc(
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Thesis' }] },
      para('Bold call', ['bold']),
      { type: 'image', attrs: { src: image.url } },
    );
    await post(t.ada, '/api/roadmap_items', { session_id: w.id, layout: 1, person_id: w.adaPerson, content });
    await post(t.ada, '/api/roadmap_items', { session_id: w.id, layout: 2, person_id: w.adaPerson, image_id: image.id, content: doc(para('Beside')) });

    const adaSocket = (await connect(`/api/session/${w.id}/?token=${t.ada}`)).socket!;
    const staffSocket = (await connect(`/api/session/${w.id}/?token=${t.trainer}`)).socket!;
    await adaSocket.next('snapshot');
    await staffSocket.next('snapshot');

    expect((await post(t.ada, '/api/insights_reports', { session_id: w.id })).json.details?.fields).toMatchObject({ person_id: 'Team member not selected' });
    const created = await post(t.ada, '/api/insights_reports', { session_id: w.id, person_id: w.adaPerson });
    expect(created.status).toBe(201);
    const report = created.json as unknown as InsightsReport;
    expect(report).toMatchObject({ status: 'creating', person: 'Ada desk', portfolio_name: 'Duration fund', file: null, error: null });
    expect((await adaSocket.next('insights_report')).data).toMatchObject({ id: report.id, status: 'creating' });
    expect((await staffSocket.next('insights_report')).data).toMatchObject({ id: report.id, status: 'creating' });
    // One at a time; no file while creating.
    expect((await post(t.ada, '/api/insights_reports', { session_id: w.id, person_id: w.adaPerson })).json.error).toBe(INSIGHTS_TEXTS.reportBusy);
    expect((await api(`/api/insights_reports/${report.id}/file`, { token: t.ada })).status).toBe(409);

    expect(await runDurableObjectAlarm(stubOf(w.id))).toBe(true);
    expect((await adaSocket.next('insights_report')).data).toMatchObject({ id: report.id, status: 'created', file: `/api/insights_reports/${report.id}/file` });
    expect((await staffSocket.next('insights_report')).data).toMatchObject({ id: report.id, status: 'created' });
    const listed = await get<InsightsReport[]>(t.ada, `/api/players/1/insights_reports/?session_id=${w.id}`);
    expect(listed.json).toHaveLength(1);
    expect(listed.json[0]).toMatchObject({ id: report.id, status: 'created', person: 'Ada desk' });
    expect(listed.json[0]!.size).toBeGreaterThan(1000);

    for (const [token, status] of [[t.ada, 200], [t.trainer, 200], [t.admin, 200], [t.bob, 403], [t.outsider, 404]] as const) {
      const res = await api(`/api/insights_reports/${report.id}/file`, { token });
      expect(res.status).toBe(status);
      if (status !== 200) continue;
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="insights_report_Duration_fund_${report.id}.pdf"`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBe(listed.json[0]!.size);
      // Two images drawn (the inline one and the one beside): pdf-lib embeds each reference once per item.
      expect(new TextDecoder('latin1').decode(bytes)).toContain('/Subtype /Image');
    }
    expect((await get<InsightsReport[]>(t.bob, `/api/players/1/insights_reports/?session_id=${w.id}`)).status).toBe(403);
    expect((await get<InsightsReport[]>(t.trainer, `/api/players/1/insights_reports/?session_id=${w.id}`)).json).toHaveLength(1);
    adaSocket.close();
    staffSocket.close();

    // Deleting the session deletes its insights: images, items, reports and the reports' files.
    const rows = async () =>
      Promise.all(
        ['insights_images', 'roadmap_items', 'insights_reports'].map(async (table) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE session_id = ?`).bind(w.id).first<{ n: number }>())!.n),
      );
    const chunks = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM insights_report_chunks WHERE report_id = ?').bind(report.id).first<{ n: number }>())!.n;
    expect(await rows()).toEqual([1, 2, 1]);
    expect(await chunks()).toBeGreaterThan(0);
    await post(t.trainer, `/api/sessions/${w.id}/finish/`);
    expect((await post(t.trainer, `/api/sessions/${w.id}/delete/`)).json).toEqual({ id: w.id, deleted: true });
    expect(await rows()).toEqual([0, 0, 0]);
    expect(await chunks()).toBe(0);
  });

  it('marks a report that cannot be drawn as error with the spec’s text, after its tries', async () => {
    const w = await world();
    await post(w.tokens.ada, '/api/roadmap_items', { session_id: w.id, layout: 1, person_id: w.adaPerson, content: doc(para('Plan')) });
    // A stored document that no longer reads: drawing the PDF fails every time.
    await env.DB.prepare("UPDATE roadmap_items SET content = '{broken' WHERE session_id = ?").bind(w.id).run();
    const report = (await post(w.tokens.ada, '/api/insights_reports', { session_id: w.id, person_id: w.adaPerson })).json as unknown as InsightsReport;
    const stub = stubOf(w.id);
    for (let k = 1; k < 3; k++) {
      await runDurableObjectAlarm(stub);
      expect((await get<InsightsReport[]>(w.tokens.ada, `/api/players/1/insights_reports/?session_id=${w.id}`)).json[0]!.status).toBe('creating');
    }
    await runDurableObjectAlarm(stub);
    const [failed] = (await get<InsightsReport[]>(w.tokens.ada, `/api/players/1/insights_reports/?session_id=${w.id}`)).json;
    expect(failed).toMatchObject({ id: report.id, status: 'error', error: 'Failed to create Insights Report!', file: null });
    const queued = await runInDurableObject(stub, (_o, state) => state.storage.sql.exec('SELECT COUNT(*) AS n FROM insights_jobs').one().n);
    expect(queued).toBe(0);
    // A new report may be asked for once the failed one is done.
    expect((await post(w.tokens.ada, '/api/insights_reports', { session_id: w.id, person_id: w.adaPerson })).status).toBe(201);
  });
});
