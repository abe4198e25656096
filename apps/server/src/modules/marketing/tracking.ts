import { randomBytes } from 'node:crypto';
import { TRACKING_PATHS } from '@chairside/domain';

/** An unguessable token: 24 random bytes, URL-safe (192 bits). */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** Where a recipient's tracked link leads first: the click endpoint, which redirects to `url`. */
export const trackedLink = (base: string, token: string, url: string): string =>
  `${base}${TRACKING_PATHS.click}/${token}?url=${encodeURIComponent(url)}`;

export const pixelUrl = (base: string, token: string): string => `${base}${TRACKING_PATHS.open}/${token}`;

/** A recipient's message with each of the campaign's links (`campaignLinks` of its template) going through its tracked link. */
export function withTrackedLinks(body: string, links: ReadonlySet<string>, base: string, token: string): string {
  return body.replace(/https?:\/\/[^\s<>"'()]+/gi, (found) => {
    const url = found.replace(/[.,;:!?]+$/, '');
    return links.has(url) ? trackedLink(base, token, url) + found.slice(url.length) : found;
  });
}
