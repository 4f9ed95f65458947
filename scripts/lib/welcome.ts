/**
 * What `npm start` and `npm run dev` print once the server answers: the demo sessions (made,
 * or kept when they already run), the address and the demo accounts.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-data';
import { USER_TYPE_LABELS } from '../../domain/enums';
import { ensureDemoSessions } from './demo-sessions';

export async function welcome(url: string): Promise<void> {
  try {
    const demo = await ensureDemoSessions(url);
    console.log(`Demo sessions of Demo Class: real-time #${demo.realTime}, historical #${demo.historical}${demo.bankDesk ? `, bank desk (forwards, repos, CDS, HTM and AFS books) #${demo.bankDesk}` : ''}`);
  } catch (error) {
    console.error(`Could not start the demo sessions: ${(error as Error).message}`);
  }
  console.log(`\n  Trading training platform: ${url}\n`);
  console.log('  Demo accounts (local only), password for all:', DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.username.padEnd(10)} ${USER_TYPE_LABELS[a.userType]}`);
  console.log('');
}
