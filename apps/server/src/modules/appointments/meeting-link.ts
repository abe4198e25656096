import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

/** Jitsi Meet's public service: rooms need no account and no call to create. */
export const DEFAULT_VIDEO_BASE_URL = 'https://meet.jit.si';

/**
 * A telemedicine room nobody can guess: 128 random bits on the configured
 * video service. No call to the service is needed: rooms such as Jitsi's
 * exist as soon as someone opens their address.
 */
export const newMeetingLink = (videoBaseUrl: string): string =>
  `${videoBaseUrl}/chairside-${randomBytes(16).toString('hex')}`;

/**
 * Gives a Telemedicine visit its room once, and takes it from a visit that is
 * no longer one (an in-person visit has no call to join).
 */
export async function syncMeetingLink(rows: Rows, id: number, videoBaseUrl: string): Promise<void> {
  await rows(sql`
    update appointments set meeting_link = case
        when appointment_type = 'Telemedicine' then coalesce(meeting_link, ${newMeetingLink(videoBaseUrl)})
        else null end
    where id = ${id}
      and (appointment_type = 'Telemedicine') = (meeting_link is null)`);
}
