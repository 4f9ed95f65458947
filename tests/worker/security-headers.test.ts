/** Hardening headers on `/api` answers, errors included; websocket upgrades untouched. */
import { describe, expect, it } from 'vitest';
import { UserType } from '../../domain/enums';
import { API_SECURITY_HEADERS } from '../../worker/http/security-headers';
import { api, createUser, signIn } from './setup/fixtures';
import { connect } from './setup/sockets';

describe('/api security headers', () => {
  it('come with answers, refusals and unknown paths alike', async () => {
    const answers = {
      ok: await api('/api/health'),
      unauthenticated: await api('/api/klasses/'),
      invalid: await api('/api/auth/get_token/', { method: 'POST', json: {} }),
      unknown: await api('/api/no_such_call/'),
    };
    expect(Object.values(answers).map((r) => r.status)).toEqual([200, 401, 400, 404]);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers.get('Content-Security-Policy'), name).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
      expect(res.headers.get('X-Frame-Options'), name).toBe('DENY');
      for (const [header, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(header), `${name} ${header}`).toBe(value);
    }
  });

  it('leave a websocket upgrade alone: the channel opens and answers', async () => {
    const admin = await createUser(UserType.Admin);
    const { status, socket } = await connect(`/api/admin/?token=${(await signIn(admin)).access}`);
    expect(status).toBe(101);
    expect((await socket!.next('channel_welcome')).data).toMatchObject({ channel: 'admin', user_id: admin.id });
    socket!.close();
  });
});
