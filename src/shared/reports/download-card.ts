/**
 * The report card as a file for WhatsApp: a PNG, or a one-page PDF holding that picture. The card is rasterised by the
 * browser from the DOM (html-to-image), so the fonts the page already shows (Chinese, Korean, Arabic) are the ones in
 * the picture; jsPDF only wraps the picture, it lays out no text. Both libraries are imported on the first download,
 * so neither the console's nor the overlay entry's first load carries them.
 */
import { useState } from 'react';
import { saveFile } from '../ui/save-file';

/** The file formats offered. */
export type CardFormat = 'png' | 'pdf';

/** Device pixels per CSS pixel of the picture: sharp on a phone screen, a few hundred kB. */
const PIXEL_RATIO = 2;

/** The card drawn as a PNG (white background, 2× pixels). @throws when the browser cannot draw it. */
export async function cardPng(node: HTMLElement): Promise<Blob> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(node, { pixelRatio: PIXEL_RATIO, backgroundColor: '#ffffff', cacheBust: true });
  if (!blob) throw new Error('the card could not be drawn');
  return blob;
}

/** The card as a PDF of one page exactly the card's size (CSS px), the picture filling it. @throws as {@link cardPng}. */
export async function cardPdf(node: HTMLElement): Promise<Blob> {
  const [png, { jsPDF }] = await Promise.all([cardPng(node), import('jspdf')]);
  const width = node.offsetWidth;
  const height = node.offsetHeight;
  const pdf = new jsPDF({ orientation: width > height ? 'landscape' : 'portrait', unit: 'px', format: [width, height], hotfixes: ['px_scaling'], compress: true });
  pdf.addImage(new Uint8Array(await png.arrayBuffer()), 'PNG', 0, 0, width, height);
  return pdf.output('blob');
}

/** `weekly-report-<name>-<week>.<format>`, the name reduced to what every file system accepts. */
export function cardFileName(nickname: string, week: string, format: CardFormat): string {
  const name = nickname.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'streamer';
  return `weekly-report-${name}-${week}.${format}`;
}

/** The state of the card's download buttons: which format is being made, whether the last one failed. */
export interface CardDownload {
  busy: CardFormat | null;
  failed: boolean;
  /** Draws the card and saves it; a failure sets `failed` (the page says so) instead of throwing. */
  download: (format: CardFormat) => Promise<void>;
}

/** The download of the card at `node()` under {@link cardFileName}. */
export function useCardDownload(node: () => HTMLElement | null, nickname: string, week: string): CardDownload {
  const [busy, setBusy] = useState<CardFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: CardFormat) => {
    const element = node();
    if (!element || busy) return;
    setBusy(format);
    setFailed(false);
    try {
      const blob = format === 'png' ? await cardPng(element) : await cardPdf(element);
      saveFile(blob, cardFileName(nickname, week, format));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return { busy, failed, download };
}
