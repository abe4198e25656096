import type { PublicSite } from '@chairside/domain';
import { get } from '../api/client';
import { sharedQuery } from '../api/sharedQuery';

/** `GET /api/site`: everything the landing page draws (public; the CMS editors' saves refresh it). */
export const siteQuery = sharedQuery(() => get<PublicSite>('/site'), 60_000);
