import { certificates, certificateTemplates } from '@chairside/domain';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useAuth } from '../../auth/AuthContext';
import { useTranslation } from '../../i18n/useTranslation';
import type { RowAction } from '../../resources/columns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { GenerateCertificateDialog } from './GenerateCertificateDialog';
import { TemplateDesigner } from './TemplateDesigner';

/** An open tool and the template it works on (null: the user picks one in it). */
type Tool = { kind: 'generate' | 'design'; templateId: number | null } | null;

/**
 * Spec 001 "Certificate templates": the grid with Create Template and the
 * edit dialog (title, type, description, content), Design Layout (the content
 * editor with its placeholders and a live preview) and Generate Certificate.
 */
export default function CertificateTemplatesPage() {
  const { t } = useTranslation();
  const { can } = useAuth();
  const canDesign = can(certificateTemplates.permissions.write);
  const canGenerate = can(certificates.permissions.write);
  const [tool, setTool] = useState<Tool>(null);
  const close = useCallback(() => setTool(null), []);

  const rowActions = useMemo<RowAction[]>(
    () => [
      ...(canGenerate
        ? [
            {
              label: 'Generate Certificate',
              icon: <ArticleOutlined fontSize="small" />,
              onClick: (record: ResourceRecord) => setTool({ kind: 'generate', templateId: record.id }),
            },
          ]
        : []),
      {
        label: 'Design Layout',
        icon: <DesignServicesOutlined fontSize="small" />,
        writes: true,
        onClick: (record: ResourceRecord) => setTool({ kind: 'design', templateId: record.id }),
      },
    ],
    [canGenerate],
  );
  const toolbar = useCallback(
    () => (
      <>
        {canDesign && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<DesignServicesOutlined />}
            onClick={() => setTool({ kind: 'design', templateId: null })}
          >
            {t('Design Layout')}
          </Button>
        )}
        {canGenerate && (
          <Button
            size="small"
            variant="contained"
            color="secondary"
            startIcon={<ArticleOutlined />}
            onClick={() => setTool({ kind: 'generate', templateId: null })}
          >
            {t('Generate Certificate')}
          </Button>
        )}
      </>
    ),
    [canDesign, canGenerate, t],
  );

  return (
    <>
      <ResourcePage def={certificateTemplates} rowActions={rowActions} toolbar={toolbar} />
      {tool?.kind === 'generate' && <GenerateCertificateDialog templateId={tool.templateId} onClose={close} />}
      {tool?.kind === 'design' && <TemplateDesigner templateId={tool.templateId} onClose={close} />}
    </>
  );
}
