import { PROFILE_FIELDS, PROFILE_MESSAGES, type Profile, type ProfileUpdate, staff } from '@chairside/domain';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Card, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { get, put } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { FieldsDialog } from '../../resources/FieldsDialog';
import { formatValue } from '../../resources/format';
import { resourceKeys } from '../../resources/queryKeys';
import { useFormatContext } from '../../resources/useFormatContext';
import { useToast } from '../../shell/toast';

const PROFILE_KEY = ['profile'] as const;

/**
 * Spec 002 "Profile": my name, email, telephone, address and birth date, from
 * the staff record linked to my account, and a dialog to change them.
 */
export function PersonalDetails() {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: () => get<Profile>('/profile') });
  const save = useMutation({
    mutationFn: (body: ProfileUpdate) => put<Profile>('/profile', body),
    onSuccess: (saved) => {
      qc.setQueryData(PROFILE_KEY, saved);
      void qc.invalidateQueries({ queryKey: resourceKeys.of(staff.name) });
    },
  });
  const data = profile.data;

  return (
    <Card component="section" aria-label={t('Personal details')}>
      <CardHeader
        title={t('Personal details')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          data?.staffId ? (
            <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('Edit profile')}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!data ? (
          // A line per detail, as the list below draws them: the password form under it stays where it is.
          <Box aria-hidden sx={{ display: 'grid', gap: 1 }}>
            {Object.keys(PROFILE_FIELDS).map((key) => (
              // Inside a line of text, a skeleton takes that line's height.
              <Typography key={key}>
                <Skeleton />
              </Typography>
            ))}
          </Box>
        ) : data.staffId === null ? (
          <Alert severity="info">{t(PROFILE_MESSAGES.notLinked)}</Alert>
        ) : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
            {Object.entries(PROFILE_FIELDS).map(([key, field]) => (
              <Box key={key} sx={{ display: 'contents', '& dd': { m: 0 } }}>
                <Typography component="dt" sx={{ color: 'text.secondary' }}>
                  {t(field.label)}
                </Typography>
                <Typography component="dd" sx={{ overflowWrap: 'anywhere' }}>
                  {formatValue(field, data[key as keyof Profile], ctx) || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      {editing && data?.staffId && (
        <FieldsDialog
          open
          title="Edit profile"
          fields={PROFILE_FIELDS}
          initial={{
            fullName: data.fullName ?? '',
            email: data.email ?? '',
            phone: data.phone ?? '',
            address: data.address ?? '',
            birthDate: data.birthDate ?? '',
          }}
          submitLabel="Save"
          onSubmit={async (values) => {
            await save.mutateAsync({ ...(values as Omit<ProfileUpdate, 'version'>), version: data.version ?? 0 });
            toast.success(t(PROFILE_MESSAGES.updated));
            setEditing(false);
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
