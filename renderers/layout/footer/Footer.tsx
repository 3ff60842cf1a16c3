// The connected footer: the view plus the report dialog it opens.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FooterView } from './FooterView';
import { ReportIssueDialog } from './ReportIssueDialog';
import type { FooterConfig } from './types';

export function Footer({ config, brand }: { config: FooterConfig; brand: string }) {
  const navigate = useNavigate();
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <FooterView config={config} brand={brand} onNavigate={(href) => navigate(href)} onReport={() => setReporting(true)} />
      <ReportIssueDialog open={reporting} onClose={() => setReporting(false)} />
    </>
  );
}
