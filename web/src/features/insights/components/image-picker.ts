/**
 * Picks an image file, checks it as the server will (PNG or JPEG by its first bytes, at most
 * 1 MB: domain/insights/images.ts), uploads it, and answers its id and a local URL to show it.
 */
import { IMAGE_TEXTS, MAX_IMAGE_BYTES, imageTypeOf } from '@domain/insights/images';
import { errorMessage } from '@/lib/api-client';
import { uploadImage } from '../api/insights-api';

export type PickedImage = { id: number; url: string; localUrl: string; name: string } | { error: string };

function chooseFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/png,image/jpeg';
    input.style.display = 'none';
    input.addEventListener('change', () => {
      resolve(input.files?.[0] ?? null);
      input.remove();
    });
    input.addEventListener('cancel', () => {
      resolve(null);
      input.remove();
    });
    document.body.appendChild(input);
    input.click();
  });
}

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Checks and uploads `file`; the error text when it is not an image the server takes. */
export async function uploadPicked(sessionId: number, file: File): Promise<PickedImage> {
  if (file.size > MAX_IMAGE_BYTES) return { error: IMAGE_TEXTS.tooBig };
  if (!imageTypeOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) return { error: IMAGE_TEXTS.wrongType };
  try {
    const uploaded = await uploadImage(sessionId, await dataUrlOf(file));
    return { id: uploaded.id, url: uploaded.url, localUrl: URL.createObjectURL(file), name: file.name.replace(/\.[^.]+$/, '').slice(0, 120) };
  } catch (e) {
    return { error: errorMessage(e) };
  }
}

export async function pickImage(sessionId: number, busy: (on: boolean) => void): Promise<PickedImage | null> {
  const file = await chooseFile();
  if (!file) return null;
  busy(true);
  try {
    return await uploadPicked(sessionId, file);
  } finally {
    busy(false);
  }
}
