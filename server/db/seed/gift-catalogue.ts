/**
 * TikTok's gift list for the configuration form's gift picker, seeded into the database. The file next to this one
 * is TikTok's gift API snapshot of 2024-01-05 via jwdeveloper/TikTokLiveJava (MIT; see README.md here), the same
 * catalogue as the test fixture tests/fixtures/tiktok/gifts.catalogue.json, kept beside the code because the app
 * must not read test fixtures at runtime.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const GIFT_CATALOGUE_FILE = fileURLToPath(new URL('./gifts-catalogue.json', import.meta.url));

/** One gift as the file has it (`type` 1 = streakable; 2 and 4 are not). */
const catalogueGiftSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(128),
  diamondCount: z.number().int().nonnegative(),
  type: z.number().int(),
  imageUrl: z.string().max(500).nullable().optional(),
});

export interface CatalogueGift {
  /** TikTok's gift id as a decimal string (live events carry it so). */
  giftId: string;
  name: string;
  diamondCount: number;
  type: number;
  imageUrl: string | null;
}

/**
 * Reads and validates the catalogue file.
 * @throws when the file is missing or does not match the schema (a broken build, not a runtime condition).
 */
export async function loadGiftCatalogue(file = GIFT_CATALOGUE_FILE): Promise<CatalogueGift[]> {
  const gifts = z.array(catalogueGiftSchema).parse(JSON.parse(await readFile(file, 'utf8')));
  return gifts.map((gift) => ({ giftId: String(gift.id), name: gift.name, diamondCount: gift.diamondCount, type: gift.type, imageUrl: gift.imageUrl ?? null }));
}
