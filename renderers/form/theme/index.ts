// Our Tailwind theme for @rjsf/core: pass `templates` and `widgets` to <Form>.
import type { FormProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import * as T from './templates';
import { BaseInputTemplate, DateTimeWidget, DateWidget, EmailWidget, NumberWidget, PasswordWidget, TextWidget, URLWidget } from './inputs';
import { CheckboxWidget, CheckboxesWidget, RadioWidget, SelectWidget, TextareaWidget } from './choices';
import { RemoteCheckboxesWidget, RemoteSelectWidget } from './remote';
import { RichTextWidget } from './richtext';
import { TimeZoneWidget } from './timezone';
import { ImageUploadWidget } from './image';

export const templates: NonNullable<FormProps['templates']> = {
  FieldTemplate: T.FieldTemplate,
  FieldErrorTemplate: T.FieldErrorTemplate,
  FieldHelpTemplate: T.FieldHelpTemplate,
  DescriptionFieldTemplate: T.DescriptionFieldTemplate,
  TitleFieldTemplate: T.TitleFieldTemplate,
  ObjectFieldTemplate: T.ObjectFieldTemplate,
  ArrayFieldTemplate: T.ArrayFieldTemplate,
  ArrayFieldItemTemplate: T.ArrayFieldItemTemplate,
  ArrayFieldTitleTemplate: T.EmptyTemplate,
  ArrayFieldDescriptionTemplate: T.EmptyTemplate,
  WrapIfAdditionalTemplate: T.WrapIfAdditionalTemplate,
  ErrorListTemplate: T.ErrorListTemplate,
  BaseInputTemplate,
  ButtonTemplates: { SubmitButton: T.SubmitButton },
};

export const widgets: RegistryWidgetsType = {
  TextWidget, EmailWidget, PasswordWidget, URLWidget, DateWidget, DateTimeWidget,
  UpDownWidget: NumberWidget, SelectWidget, RadioWidget, CheckboxWidget, CheckboxesWidget, TextareaWidget,
  text: TextWidget, email: EmailWidget, number: NumberWidget, date: DateWidget, textarea: TextareaWidget,
  select: SelectWidget, radio: RadioWidget, checkbox: CheckboxWidget, checkboxes: CheckboxesWidget,
  'remote-select': RemoteSelectWidget,
  'remote-checkboxes': RemoteCheckboxesWidget,
  richtext: RichTextWidget,
  timeZone: TimeZoneWidget,
  'image-upload': ImageUploadWidget,
};
