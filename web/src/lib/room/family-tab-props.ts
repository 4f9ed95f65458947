/** What a contract family's Markets tab receives from Markets (each family's `marketTabs`, lib/room/contract-family.ts). */
import type { PlayerPosition, SessionAsset } from './player-api';

export interface FamilyTabProps {
  /** The session's instruments of this tab. */
  assets: SessionAsset[];
  /** The player's positions by ric. */
  positions: Map<string, PlayerPosition>;
  /** 'Show active trades': only instruments with something open. */
  activeOnly: boolean;
  selectedRic: string | null;
  onSelect: (ric: string) => void;
}
