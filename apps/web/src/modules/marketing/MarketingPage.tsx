import { marketingCampaigns } from '@chairside/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import type { RowAction } from '../../resources/columns';
import { registerJsonWidget } from '../../resources/fields/jsonWidgets';
import { registerJsonSummary } from '../../resources/format';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { CampaignAudienceCount } from './AudienceCount';
import { audienceWidget } from './AudienceWidget';
import { audienceText } from './audienceText';
import { CampaignMetrics } from './CampaignMetrics';
import { isSendable, useSendCampaign } from './useSendCampaign';

registerJsonWidget('audience', audienceWidget);
registerJsonSummary('audience', (value, ctx) => audienceText(value, ctx.t));

/** What the campaign's audience matches today; once sent, what it achieved. */
function CampaignAudience({ campaign }: { campaign: ResourceRecord }) {
  const { t } = useTranslation();
  if (campaign.status === 'Sent') return <CampaignMetrics id={campaign.id} />;
  if (!isSendable(campaign)) return null;
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('Audience today')}
      </Typography>
      <CampaignAudienceCount id={campaign.id} />
    </Box>
  );
}

const audienceOf = (record: ResourceRecord) => <CampaignAudience campaign={record} />;

/** A sent campaign is kept as it went out: the server refuses its edits (409); Duplicate makes a new one. */
const isEditable = (record: ResourceRecord) => record.status !== 'Sent';

/**
 * Spec 002 "Marketing Campaigns": the generic list, form and detail (the
 * audience edited as criteria over the patients, counted live), and Send
 * Campaign, which queues one email per matching patient in the outbox.
 */
export default function MarketingPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canWrite = can(marketingCampaigns.permissions.write);
  const sending = useSendCampaign();
  const { ask } = sending;

  const rowActions = useMemo<RowAction[]>(
    () => [
      {
        label: 'Send Campaign',
        icon: <SendOutlined fontSize="small" />,
        writes: true,
        shows: isSendable,
        onClick: ask,
      },
    ],
    [ask],
  );
  const detailActions = useCallback(
    (record: ResourceRecord) =>
      canWrite &&
      isSendable(record) && (
        <Button startIcon={<SendOutlined />} onClick={() => ask(record)}>
          {t('Send Campaign')}
        </Button>
      ),
    [ask, canWrite, t],
  );

  return (
    <>
      <ResourcePage
        def={marketingCampaigns}
        rowActions={rowActions}
        canEditRecord={isEditable}
        detailActions={detailActions}
        detailExtra={audienceOf}
      />
      {sending.dialog}
    </>
  );
}
