import { type AudienceCount, campaignAudienceSchema, marketingCampaigns } from '@chairside/domain';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, post } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { resourceKeys } from '../../resources/queryKeys';
import { useDebounced } from '../../resources/useDebounced';

const asDoc = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The count as one line, read out when it changes. */
function CountLine({ count, pending }: { count: AudienceCount | undefined; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', opacity: pending ? 0.6 : 1 }}>
      <GroupsOutlined fontSize="small" color="action" />
      <Typography variant="body2" aria-live="polite" data-testid="audience-count">
        {count
          ? t('Matching patients: {{matching}} · with an email address: {{withEmail}}', {
              matching: count.matching,
              withEmail: count.withEmail,
            })
          : t('Counting the patients…')}
      </Typography>
    </Stack>
  );
}

/** How many patients the audience being edited matches, counted by the server as the criteria change. */
export function AudiencePreviewCount({ audience }: { audience: unknown }) {
  const key = useDebounced(JSON.stringify(asDoc(audience)), 400);
  const parsed = campaignAudienceSchema.safeParse(JSON.parse(key));
  const count = useQuery({
    queryKey: [...resourceKeys.of(marketingCampaigns.name), 'audience-preview', key],
    queryFn: () => post<AudienceCount>(`/${marketingCampaigns.name}/audience`, { targetAudience: parsed.data ?? {} }),
    enabled: parsed.success,
    placeholderData: keepPreviousData,
  });
  if (!parsed.success) return null;
  return <CountLine count={count.data} pending={count.isFetching} />;
}

/** How many patients a saved campaign's audience matches today. */
export function CampaignAudienceCount({ id }: { id: number }) {
  const count = useQuery({
    queryKey: [...resourceKeys.of(marketingCampaigns.name), 'audience', id],
    queryFn: () => get<AudienceCount>(`/${marketingCampaigns.name}/${id}/audience`),
  });
  return <CountLine count={count.data} pending={count.isFetching} />;
}
