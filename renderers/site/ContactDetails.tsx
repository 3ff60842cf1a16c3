// `contact-details` block: address, postal code, e-mail and phone lists, hours and a QR code.
import type { ReactNode } from 'react';
import { card, Section } from './lib/Section';
import { Icon } from './lib/icons';
import { useText, type Text } from './lib/text';

interface Entry { label?: Text; value: string }
export interface ContactDetailsProps {
  title?: Text;
  subtitle?: Text;
  company?: Text;
  address?: Text;
  postalCode?: string;
  emails?: Entry[];
  phones?: Entry[];
  workingHours?: Text;
  qrCode?: { src: string; alt?: Text; caption?: Text };
}

function Row({ icon, label, children, wide }: { icon: string; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex gap-3 ${wide ? 'sm:col-span-2' : ''}`}>
      <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
        <div className="mt-0.5 text-sm text-slate-800 dark:text-slate-200">{children}</div>
      </div>
    </div>
  );
}

function EntryList({ items, scheme }: { items: Entry[]; scheme: 'mailto:' | 'tel:' }) {
  const tx = useText();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {items.map((e, i) => (
        <div key={i} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{tx(e.label)}</dt>
          <dd className="min-w-0 break-words">
            <a className="text-brand-600 hover:underline dark:text-brand-100" href={scheme + e.value.replace(/\s/g, '')}>{e.value}</a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function ContactDetails({ title, subtitle, company, address, postalCode, emails = [], phones = [], workingHours, qrCode }: ContactDetailsProps) {
  const tx = useText();
  return (
    <Section title={title} subtitle={subtitle} wide>
      <div className="grid gap-5 lg:grid-cols-3">
        <div className={`${card} grid gap-5 sm:grid-cols-2 lg:col-span-2`}>
          {(company || address) && (
            <Row icon="building" label={tx({ t: 'contact.labels.address' })}>
              {company && <p className="font-medium">{tx(company)}</p>}
              {address && <p>{tx(address)}</p>}
            </Row>
          )}
          {postalCode && <Row icon="postal" label={tx({ t: 'contact.labels.postalCode' })}>{postalCode}</Row>}
          {emails.length > 0 && <Row icon="mail" wide label={tx({ t: 'contact.labels.email' })}><EntryList items={emails} scheme="mailto:" /></Row>}
          {phones.length > 0 && <Row icon="phone" label={tx({ t: 'contact.labels.phone' })}><EntryList items={phones} scheme="tel:" /></Row>}
          {workingHours && <Row icon="clock" label={tx({ t: 'contact.labels.hours' })}>{tx(workingHours)}</Row>}
        </div>
        {qrCode && (
          <figure className={`${card} flex flex-col items-center justify-center text-center`}>
            <img src={qrCode.src} alt={tx(qrCode.alt ?? qrCode.caption)} className="h-40 w-40 rounded-lg bg-white p-2 ring-1 ring-slate-200" />
            {qrCode.caption && <figcaption className="mt-3 text-sm text-slate-600 dark:text-slate-400">{tx(qrCode.caption)}</figcaption>}
          </figure>
        )}
      </div>
    </Section>
  );
}
