import { atom } from 'jotai';

/** The class whose sessions the trainer or admin dashboard shows; null until classes load. */
export const selectedKlassIdAtom = atom<number | null>(null);
