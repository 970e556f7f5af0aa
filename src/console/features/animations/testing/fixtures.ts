/** Rows and answers of the animations API for the page tests (shapes of streams/contracts/animations.ts). Test-only. */
import { HttpResponse } from 'msw';
import type { UserEntryAnimationRow, VehicleAnimationRow } from '../../../../../streams/contracts/animations';

/** A library row. */
export function animationRow(overrides: Partial<VehicleAnimationRow> = {}): VehicleAnimationRow {
  return {
    id: 1,
    name: 'Golden car',
    type: 'popular',
    description: 'A golden sports car drives in',
    enabled: true,
    category: 'Cars',
    pictureUrl: '/files/animations/golden.png',
    resourceUrl: '/files/animations/golden.mp4',
    createTime: '2026-03-01 10:00:00',
    updateTime: '2026-03-01 10:00:00',
    ...overrides,
  };
}

/** A user entry-animation row. */
export function userAnimationRow(overrides: Partial<UserEntryAnimationRow> = {}): UserEntryAnimationRow {
  return {
    id: 11,
    userId: 'viewer_1',
    anchorId: 'luna',
    animationId: 1,
    animationName: 'Golden car',
    animationPictureUrl: '/files/animations/golden.png',
    expireTime: '2030-01-01 00:00:00',
    expired: false,
    createTime: '2026-03-02 10:00:00',
    ...overrides,
  };
}

/** An eladmin page answer. */
export const page = <T>(content: T[], totalElements = content.length) => ({ content, totalElements });

/** A 400 with a message, as server/plugins/errors.ts answers. */
export const badRequest = (message: string) => HttpResponse.json({ status: 400, message, timestamp: '2026-01-01 00:00:00' }, { status: 400 });
