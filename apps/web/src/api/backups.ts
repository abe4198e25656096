import { useQuery } from '@tanstack/react-query';
import { get } from './client';

export interface Backup {
  takenAt: string;
  takenBy: string;
  file: string;
  size: number;
}

export const BACKUP_KEY = ['admin', 'backup'] as const;

/** The last backup the server recorded (Admins: settings.manage); `enabled` false for anyone else. */
export const useLastBackup = (enabled = true) =>
  useQuery({ queryKey: BACKUP_KEY, queryFn: () => get<{ last: Backup | null }>('/admin/backup'), enabled });

/** A backup older than this is shown with a warning: a clinic should have one from every day. */
export const BACKUP_MAX_AGE_MS = 24 * 3_600_000;
