/** The explanations under the spec's popover titles on disabled order choices (spec 001 §8). */
import { REFUSAL } from '@domain/trading/order-limits';
import type { Refusal } from '@/components/choice-group';

const DETAIL: Record<string, string> = {
  [REFUSAL.buyPastLimit]: "The instructor's limit on this asset type is reached: see Instrument Limits in the Portfolio tab.",
  [REFUSAL.insufficientFunds]: 'There is no balance left in this currency: use Cash Exchange in the Cash tab.',
  [REFUSAL.cannotSell]: 'There is no open long position to sell; a short position is closed by buying.',
  [REFUSAL.cannotShortSell]:
    'The asset class limit or the short selling limit of the initial AUM is reached, or an open long position must be covered first.',
  [REFUSAL.cannotOpenPosition]: 'There are not enough funds to cover the margin of this position.',
};

export function refusalOf(reason: string | null | undefined, hours?: string): Refusal {
  const title = reason ?? REFUSAL.buyPastLimit;
  if (title === REFUSAL.marketClosed) return { title, detail: hours ? `Market hours: ${hours}` : undefined };
  return { title, detail: DETAIL[title] };
}
