import type { CampaignMetrics } from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';

/**
 * A campaign's metrics, counted in one query: its messages (one per
 * recipient) as the outbox left them, the first open and click recorded
 * through their tracked links, and the delivered recipients who booked an
 * appointment within `conversionDays` of the sending. Null for an unknown campaign.
 */
export async function campaignMetrics(rows: Rows, id: number, conversionDays: number): Promise<CampaignMetrics | null> {
  const [row] = await rows<Omit<CampaignMetrics, 'conversionDays'>>(sql`
    with counted as (
      select
        count(r.id)::int as sent,
        count(r.id) filter (where m.status = 'Sent')::int as delivered,
        count(r.id) filter (where m.status = 'Failed')::int as failed,
        count(r.opened_at)::int as opened,
        count(r.clicked_at)::int as clicked,
        count(r.id) filter (where m.status = 'Sent' and exists (
          select 1 from appointments a
          where a.patient = r.patient_id and a.created_at >= c.sent_at
            and a.created_at < c.sent_at + make_interval(days => ${conversionDays}::int)))::int as converted,
        coalesce(bool_or(r.pixel_url is not null), false) as tracked
      from marketing_campaigns c
      left join campaign_recipients r on r.campaign_id = c.id
      left join outbox_messages m on m.id = r.outbox_message_id
      where c.id = ${id}
      group by c.id
    )
    select sent, delivered, failed, opened, clicked, converted, tracked,
      case when delivered > 0 then round(100.0 * opened / delivered, 1)::text end as "openRate",
      case when delivered > 0 then round(100.0 * clicked / delivered, 1)::text end as "clickRate",
      case when delivered > 0 then round(100.0 * converted / delivered, 1)::text end as "conversionRate"
    from counted`);
  return row ? { ...row, conversionDays } : null;
}
