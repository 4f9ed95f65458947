import { it } from 'vitest';
import { exports } from 'cloudflare:workers';
it('depth', async () => {
  for (let n = 1; n <= 6000; n++) {
    try {
      const r = await exports.default.fetch(new Request('http://x/api/health'));
      if (r.status !== 200) { console.log('FAILED AT', n, r.status); return; }
    } catch (e) { console.log('THREW AT', n, String(e)); return; }
    if (n % 500 === 0) console.log('OK', n);
  }
}, 600_000);
