// "Report an issue": a free-text box that files a real report (postReports). The server
// validates; its message is shown as is, and the box stays open with the text kept.
import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@runtime/http';
import { api } from '@runtime/api';
import { toast } from '@runtime/toast';

export function ReportIssueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const close = () => {
    setError('');
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError('');
    try {
      await api('postReports', { body: { description, ...(contact.trim() ? { contact: contact.trim() } : {}) } });
      toast.success(t('footer.report.thanks'));
      setDescription('');
      setContact('');
      close();
    } catch (err) {
      setError(isApiError(err) ? err.errors?.[0]?.message || err.message : t('errors.default'));
    } finally {
      setSending(false);
    }
  };
  const field = 'mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 dark:bg-slate-800 dark:text-white dark:ring-slate-600';

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">{t('footer.report.title')}</DialogTitle>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('footer.report.hint')}</p>
          <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
            <label className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('footer.report.description')}
              <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={5} maxLength={2000} className={field} placeholder={t('footer.report.descriptionPlaceholder')} />
              <span className="mt-1 block text-right text-xs text-slate-400">{description.length}/2000</span>
            </label>
            <label className="block text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('footer.report.contact')}
              <input value={contact} onChange={(e) => setContact(e.target.value)} className={field} placeholder={t('footer.report.contactPlaceholder')} />
            </label>
            {error && <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-700 dark:bg-rose-500/10 dark:text-rose-300">{error}</p>}
            <div className="flex justify-end gap-2 pt-2">
              <button type="button" onClick={close} className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800">{t('footer.report.cancel')}</button>
              <button type="submit" disabled={sending} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60">{sending ? t('footer.report.sending') : t('footer.report.submit')}</button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
