import { env } from 'cloudflare:workers';
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { PONG_MESSAGE } from '../../domain/live-events';
import { klassChannelName } from '../../durable-objects/klass-channel/klass-channel';
import { tradingSessionName } from '../../durable-objects/trading-session/trading-session';
import { createUser, signIn, signedInClass } from './setup/fixtures';
import { createdSession } from './setup/sessions';
import { connect } from './setup/sockets';

describe('session channel /api/session/{id}/', () => {
  it('checks the token before any object wakes', async () => {
    const { klassId, trainerToken } = await signedInClass();
    const sessionId = await createdSession(trainerToken, klassId);
    const noToken = await connect(`/api/session/${sessionId}/`);
    expect(noToken.status).toBe(401);
    const badToken = await connect(`/api/session/${sessionId}/?token=abc.def.ghi`);
    expect(badToken.status).toBe(401);
  });

  it('admits the class’s players, trainer and admins, and refuses another class’s trainee', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    const sessionId = await createdSession(a.trainerToken, a.klassId);
    const admin = await createUser(UserType.Admin);
    const adminToken = (await signIn(admin)).access;

    const outsider = await connect(`/api/session/${sessionId}/?token=${b.traineeTokens[0]}`);
    expect(outsider.status).toBe(403);
    const otherTrainer = await connect(`/api/session/${sessionId}/?token=${b.trainerToken}`);
    expect(otherTrainer.status).toBe(403);

    const trainer = await connect(`/api/session/${sessionId}/?token=${a.trainerToken}`);
    expect(trainer.status).toBe(101);
    const welcome = await trainer.socket!.next('channel_welcome');
    expect(welcome.data).toMatchObject({ channel: 'session', user_id: a.trainer.id, username: a.trainer.username });

    const player = await connect(`/api/session/${sessionId}/?token=${a.traineeTokens[0]}`);
    expect(player.status).toBe(101);
    const joined = await trainer.socket!.next('player_connected');
    expect(joined.data).toEqual({ user_id: a.trainees[0]!.id, username: a.trainees[0]!.username, player_id: 1 });

    const adminSocket = await connect(`/api/session/${sessionId}/?token=${adminToken}`);
    expect(adminSocket.status).toBe(101);
    expect((await adminSocket.socket!.next('channel_welcome')).data.online_user_ids.sort()).toEqual(
      [a.trainer.id, a.trainees[0]!.id, admin.id].sort(),
    );

    player.socket!.close();
    const left = await trainer.socket!.next('player_disconnected');
    expect(left.data.user_id).toBe(a.trainees[0]!.id);
    trainer.socket!.close();
    adminSocket.socket!.close();
  });

  it('answers the keep-alive ping with the exact pong', async () => {
    const { klassId, trainerToken, traineeTokens } = await signedInClass();
    const sessionId = await createdSession(trainerToken, klassId);
    const { socket } = await connect(`/api/session/${sessionId}/?token=${traineeTokens[0]}`);
    await socket!.next('channel_welcome');
    socket!.ws.send('{"type":"ping"}');
    expect(await socket!.nextRaw((f) => f === PONG_MESSAGE)).toBe('{"type":"pong"}');
    socket!.close();
  });

  it('keeps its roster and open sockets across eviction', async () => {
    const { klassId, trainerToken, trainees, traineeTokens } = await signedInClass();
    const sessionId = await createdSession(trainerToken, klassId);
    const { socket } = await connect(`/api/session/${sessionId}/?token=${traineeTokens[1]}`);
    await socket!.next('channel_welcome');
    const stub = env.TRADING_SESSION.getByName(tradingSessionName(sessionId));
    const before = await stub.roster();
    expect(before.map((r) => r.role)).toEqual(['trainer', 'player', 'player']);

    await evictDurableObject(stub);

    expect(await stub.roster()).toEqual(before);
    // The hibernated socket still talks to the woken object.
    socket!.ws.send(JSON.stringify({ type: 'echo', data: { text: 'after eviction' } }));
    expect((await socket!.next('echo')).data.text).toBe('after eviction');
    const attachment = await runInDurableObject(stub, (_instance, state) =>
      state.getWebSockets().map((ws) => ws.deserializeAttachment()),
    );
    expect(attachment).toEqual([{ user_id: trainees[1]!.id, username: trainees[1]!.username, user_type: 0, player_id: 2 }]);
    socket!.close();
  });
});

describe('class channel /api/klass/?klass_id=', () => {
  it('delivers session events to the class’s members and refuses outsiders', async () => {
    const a = await signedInClass();
    const b = await signedInClass();
    expect((await connect(`/api/klass/?klass_id=${a.klassId}&token=${b.traineeTokens[0]}`)).status).toBe(403);
    expect((await connect(`/api/klass/?klass_id=${a.klassId}&token=${b.trainerToken}`)).status).toBe(403);
    expect((await connect(`/api/klass/?token=${a.trainerToken}`)).status).toBe(400);

    const trainee = await connect(`/api/klass/?klass_id=${a.klassId}&token=${a.traineeTokens[0]}`);
    const trainer = await connect(`/api/klass/?klass_id=${a.klassId}&token=${a.trainerToken}`);
    await trainee.socket!.next('channel_welcome');
    await trainer.socket!.next('channel_welcome');

    const row = {
      id: 77,
      klass_id: a.klassId,
      klass_name: 'Class',
      trainer_id: a.trainer.id,
      status: 3,
      scenario_type: 0,
      risk_approach: 0,
      create_date: '2026-11-22T10:00:00.000Z',
      finish_date: null,
      start_date: null,
      end_date: null,
    };
    const delivered = await env.KLASS_CHANNEL.getByName(klassChannelName(a.klassId)).publish({ type: 'session_created', data: row });
    expect(delivered).toBe(2);
    expect((await trainee.socket!.next('session_created')).data).toEqual(row);
    expect((await trainer.socket!.next('session_created')).data.id).toBe(77);
    trainee.socket!.close();
    trainer.socket!.close();
  });
});

describe('admin channel /api/admin/', () => {
  it('admits administrators only', async () => {
    const { trainerToken, traineeTokens } = await signedInClass();
    expect((await connect(`/api/admin/?token=${traineeTokens[0]}`)).status).toBe(403);
    expect((await connect(`/api/admin/?token=${trainerToken}`)).status).toBe(403);
    const admin = await createUser(UserType.Admin);
    const { socket, status } = await connect(`/api/admin/?token=${(await signIn(admin)).access}`);
    expect(status).toBe(101);
    expect((await socket!.next('channel_welcome')).data.channel).toBe('admin');
    socket!.close();
  });

  it('answers a plain GET on a channel path with 426', async () => {
    const admin = await createUser(UserType.Admin);
    const { exports } = await import('cloudflare:workers');
    const res = await exports.default.fetch(`http://platform.test/api/admin/?token=${(await signIn(admin)).access}`);
    expect(res.status).toBe(426);
  });
});
