/**
 * The contract families' screens, one line per family (each declared in its own folder,
 * `features/<family>/<family>-family.ts`). Markets, the Blotter and the trainer's player modal
 * read this list; their family tabs follow its order.
 */
import type { ContractFamilyScreens } from '@/lib/room/contract-family';
import { fxForwardsFamily } from '@/features/fx-forwards/fx-forwards-family';
import { cdsFamily } from '@/features/cds/cds-family';
import { reposFamily } from '@/features/repos/repos-family';
import { tbillsFamily } from '@/features/tbills/tbills-family';
import { optionsFamily } from '@/features/options/options-family';
import { bondBooksFamily } from '@/features/bond-books/bond-books-family';
import { interbankFamily } from '@/features/interbank/interbank-family';

export const CONTRACT_FAMILIES: readonly ContractFamilyScreens[] = [fxForwardsFamily, cdsFamily, reposFamily, tbillsFamily, optionsFamily, bondBooksFamily, interbankFamily];
