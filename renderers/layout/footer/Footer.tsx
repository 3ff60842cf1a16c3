// The connected footer: the view plus the report dialog it opens. The dialog (headlessui) is its own
// chunk, fetched on the first "report an issue" click and kept mounted after (the text stays).
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { FooterView } from './FooterView';
import type { FooterConfig } from './types';

const ReportIssueDialog = lazy(() => import('./ReportIssueDialog').then((m) => ({ default: m.ReportIssueDialog })));

export function Footer({ config, brand }: { config: FooterConfig; brand: string }) {
  const navigate = useNavigate();
  const [reporting, setReporting] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <FooterView
        config={config}
        brand={brand}
        onNavigate={(href) => navigate(href)}
        onReport={() => {
          setOpened(true);
          setReporting(true);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <ReportIssueDialog open={reporting} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
}
