import { FILE_TYPES, fileTypeOfMime, formatBytes, type StoredFile } from '@chairside/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { IconButton, Link, List, ListItem, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../../shell/toast';
import { problemMessage } from '../errors';
import { formatDateTime } from '../format';
import { useFormatContext } from '../useFormatContext';
import { downloadFile, filePath } from './api';

function FileIcon({ type }: { type: string }) {
  const kind = fileTypeOfMime(type);
  if (kind === 'pdf') return <PictureAsPdfOutlined fontSize="small" color="error" />;
  if (kind === 'jpeg' || kind === 'png') return <ImageOutlined fontSize="small" color="primary" />;
  return <DescriptionOutlined fontSize="small" color="action" />;
}

interface FileListProps {
  resource: string;
  recordId: number;
  files: readonly StoredFile[];
  /** Offer a Remove button per file. */
  onRemove?(file: StoredFile): void;
  disabled?: boolean;
}

/** Stored files of a record as download links, with their type, size and upload time. */
export function FileList({ resource, recordId, files, onRemove, disabled }: FileListProps) {
  const { t } = useTranslation();
  const ctx = useFormatContext();
  const toast = useToast();
  const save = (file: StoredFile) =>
    downloadFile(resource, recordId, file.id).catch((error: unknown) => toast.error(problemMessage(error)));
  return (
    <List dense disablePadding>
      {files.map((file) => {
        const kind = fileTypeOfMime(file.type);
        return (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              onRemove && (
                <Tooltip title={t('Remove')}>
                  <span>
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={t('Remove {{name}}', { name: file.name })}
                      onClick={() => onRemove(file)}
                      disabled={disabled}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              )
            }
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <FileIcon type={file.type} />
            </ListItemIcon>
            <ListItemText
              primary={
                // A real link (open in a new tab works); a click downloads it here, and says so if it fails.
                <Link
                  href={`/api${filePath(resource, recordId, file.id)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    void save(file);
                  }}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <bdi>{file.name}</bdi>
                </Link>
              }
              secondary={
                <bdi dir="ltr">
                  {[
                    kind ? FILE_TYPES[kind].label : file.type,
                    formatBytes(file.size),
                    formatDateTime(file.uploadedAt, ctx),
                  ].join(' · ')}
                </bdi>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
