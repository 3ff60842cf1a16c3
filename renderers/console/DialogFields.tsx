// The generated form inside a DialogForm: the schema (with the extra required fields) and the
// SchemaForm. Its own chunk, imported when a dialog first opens, so a tab that only may open a
// dialog does not download the form library and the schema validator with its first draw.
import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { getSchema } from '@runtime/schemas';
import { SchemaForm } from '../form/SchemaForm';
import { formSchema } from '../form/formSchema';

type Values = Record<string, unknown>;

export interface DialogFieldsProps {
  schemaId: string;
  value?: Values | null;
  required?: string[];
  uiSchema?: UiSchema;
  submitText?: string;
  onSubmit: (values: Values) => Promise<void>;
  onError: (err: unknown) => void;
  onCancel: () => void;
}

export default function DialogFields({ schemaId, required, ...rest }: DialogFieldsProps) {
  const schema = useMemo(() => {
    if (!required?.length) return undefined;
    const base = formSchema(schemaId) ?? getSchema(schemaId);
    return base && { ...base, required: [...new Set([...(base.required ?? []), ...required])] };
  }, [schemaId, required]);
  return <SchemaForm schemaId={schemaId} schema={schema} {...rest} />;
}
