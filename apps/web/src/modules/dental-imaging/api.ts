import { dentalImages, type Problem, type StoredFile } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, get } from '../../api/client';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';

/** A dental image as the API lists it. */
export type DentalImage = ResourceRecord & {
  patient: number;
  imageType: string;
  takenOn: string;
  status: string;
  previewAvailable: boolean | null;
  image: StoredFile[];
};

export const thumbnailUrl = (id: number): string => `/api/dental-images/${id}/thumbnail`;
export const previewUrl = (id: number): string => `/api/dental-images/${id}/preview`;

/** The images of one patient, oldest first: the series the viewer steps through. */
export function usePatientImages(patient: number | null) {
  return useQuery({
    queryKey: [...resourceKeys.of(dentalImages.name), 'series', patient],
    enabled: patient !== null,
    queryFn: () =>
      get<{ items: DentalImage[] }>(`/${dentalImages.name}`, {
        patient: patient ?? undefined,
        sort: 'takenOn',
        pageSize: 100,
      }).then((r) => r.items),
  });
}

/** The form fields an upload sends before its file. */
export interface UploadFields {
  patient: number;
  doctor: number | null;
  imageType: string;
  takenOn: string;
  teeth: string[];
  notes: string;
}

/**
 * Sends one image with its record (`POST /api/dental-images/upload`), reporting
 * the share sent (0–1) as it goes: fetch cannot report an upload's progress.
 */
export function uploadImage(
  fields: UploadFields,
  file: File,
  onProgress: (share: number) => void,
): Promise<DentalImage> {
  const form = new FormData();
  form.append('patient', String(fields.patient));
  if (fields.doctor !== null) form.append('doctor', String(fields.doctor));
  form.append('imageType', fields.imageType);
  form.append('takenOn', fields.takenOn);
  if (fields.teeth.length) form.append('teeth', fields.teeth.join(','));
  if (fields.notes.trim()) form.append('notes', fields.notes.trim());
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${dentalImages.name}/upload`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response as DentalImage);
      const body = xhr.response as Problem | null;
      reject(new ApiError(xhr.status, body ?? { type: 'about:blank', title: 'Error', status: xhr.status }));
    };
    xhr.onerror = () => reject(new ApiError(0, { type: 'about:blank', title: 'Network error', status: 0 }));
    xhr.send(form);
  });
}
