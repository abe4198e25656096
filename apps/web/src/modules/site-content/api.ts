import type { SiteContent, SiteSection, SiteSectionValues } from '@chairside/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../../api/client';
import { siteQuery } from '../../site/siteQuery';

export interface EditableContent {
  content: SiteContent;
  versions: Record<string, number>;
}

const KEY = ['site-content'] as const;

/** Every section's text with the versions to save against (`GET /api/site/content`). */
export const useSiteContent = () => useQuery({ queryKey: KEY, queryFn: () => get<EditableContent>('/site/content') });

/** Saves one section with the version read; the answer is the new content, and the public site is asked again. */
export function useSaveSection(section: SiteSection) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, version }: { values: SiteSectionValues; version: number }) =>
      put<EditableContent>(`/site/content/${section}`, { values, version }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      void siteQuery.refetch();
    },
  });
}
