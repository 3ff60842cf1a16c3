// The phone-or-e-mail field and the code field with its "get code" button: the group every form that
// proves an address by a code shares (organizer sign-up, password reset, the participant's code login
// and sign-up). The form keeps the values and errors (react-hook-form or useFields) and passes the bindings;
// `children` go between the two (a slider the send needs).
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton, type SendCodeButtonProps } from './SendCodeButton';
import { TextField } from './ui';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; error?: string };

export interface RecipientCodeFieldsProps {
  /** what the recipient field takes: the kind a tab chose, or either (an @ tells which) */
  kind: 'phone' | 'email' | 'either';
  /** the recipient as typed now: where the code goes */
  recipient: string;
  /** the form's binding and error of each field */
  recipientField: FieldProps;
  codeField: FieldProps;
  captchaToken?: string | null;
  validate?: SendCodeButtonProps['validate'];
  onProblem?: SendCodeButtonProps['onProblem'];
  testIds: { recipient: string; code: string; send: string };
  /** texts other than the sign-up form's */
  labels?: { recipient?: string; recipientPlaceholder?: string; code?: string; codePlaceholder?: string };
  children?: ReactNode;
}

const INPUT: Record<RecipientCodeFieldsProps['kind'], InputHTMLAttributes<HTMLInputElement>> = {
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  either: { autoComplete: 'username' },
};

export function RecipientCodeFields({ kind, recipient, recipientField, codeField, captchaToken, validate, onProblem, testIds, labels = {}, children }: RecipientCodeFieldsProps) {
  const { t } = useTranslation();
  const type = kind === 'either' ? (recipient.includes('@') ? 'email' : 'phone') : kind;
  const text = kind === 'either' ? { label: t('participantAccount.ui.codeRecipient') } : { label: t(`register.${kind}`), placeholder: t(`register.${kind}Placeholder`) };
  return (
    <>
      <TextField key={kind} label={labels.recipient ?? text.label} placeholder={labels.recipientPlaceholder ?? text.placeholder} testId={testIds.recipient}
        {...INPUT[kind]} {...recipientField} />
      {children}
      <TextField label={labels.code ?? t('register.code')} placeholder={labels.codePlaceholder ?? t('register.codePlaceholder')} testId={testIds.code}
        inputMode="numeric" maxLength={6} autoComplete="one-time-code" {...codeField}
        trailing={<SendCodeButton recipient={recipient} type={type} captchaToken={captchaToken} testId={testIds.send} validate={validate} onProblem={onProblem} />} />
    </>
  );
}
