import './index.css';
import { PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Tabs } from '@finx/design-system/tabs';
import { useState } from 'react';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { useForm } from '../../common/useForm';
import { useSingletonCheck } from '../../common/useSingletonCheck';
import { AnalysisTab, EMPTY_INPUT } from './AnalysisTab';
import { CreditProtectionTab } from './CreditProtectionTab';
import { IntegrationsTab } from './IntegrationsTab';
import { screenStack } from './parts';
import { UploadReportsTab } from './UploadReportsTab';
import { useSessionUser } from '../../common/useSessionUser';

export type UnderwritingTab = 'upload' | 'analysis' | 'protection' | 'integrations';

/**
 * /ai-underwriting (spec part 2 §2 AI Credit Optimization): Upload Reports (default), AI Analysis, Credit
 * Protection and Integrations. The analysis form lives here so a report's total balance can be copied into it
 * from the Upload Reports tab ('Data Auto-filled').
 */
export default function AiUnderwriting() {
  useDocumentTitle('AI Credit Optimization');
  const singletons = useSingletonCheck('credit-dashboard');
  const userId = useSessionUser()?.id;
  const [tab, setTab] = useState<UnderwritingTab>('upload');
  const form = useForm(EMPTY_INPUT);

  return (
    <section data-remote="credit-dashboard" data-singletons={singletons} className={screenStack}>
      <PageHeader
        title="AI Credit Optimization"
        subtitle="How a lender would read your file today, the reasons behind it, what to do next, and credit protection."
        className={css({ mb: '0' })}
      />
      {userId !== undefined && (
        <Tabs
          aria-label="AI Credit Optimization"
          value={tab}
          onValueChange={(v) => setTab(v as UnderwritingTab)}
          items={[
            {
              value: 'upload',
              label: 'Upload Reports',
              content: <UploadReportsTab userId={userId} onUseBalance={(balance) => form.set('existingDebts', String(balance))} />,
            },
            { value: 'analysis', label: 'AI Analysis', content: <AnalysisTab userId={userId} form={form} onUploadReport={() => setTab('upload')} /> },
            {
              value: 'protection',
              label: 'Credit Protection',
              content: <CreditProtectionTab userId={userId} onRunAnalysis={() => setTab('analysis')} onUploadReport={() => setTab('upload')} />,
            },
            { value: 'integrations', label: 'Integrations', content: <IntegrationsTab /> },
          ]}
        />
      )}
    </section>
  );
}
