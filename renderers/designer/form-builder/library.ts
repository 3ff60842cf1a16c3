// The field library the designer offers (spec 3 §9), built by src/shared/designer/library.ts from the
// participant schema the client is built with, schemas/designer/field-library.json and the library's
// messages in both languages. No field is named here: docs/registration.md, Field library.
import { buildLibrary, libraryFieldOf, type Library, type LibraryFile } from '@shared/designer/library';
import type { FormField } from '@shared/designer/fields';
import { entities } from '@runtime/schemas';
import file from '../../../schemas/designer/field-library.json';
import zh from '../../../schemas/messages/zh.json?library';
import en from '../../../schemas/messages/en.json?library';

export const LIBRARY: Library = buildLibrary(entities.participant, file as unknown as LibraryFile, { zh, en });

export const CATEGORIES = Object.keys(LIBRARY.groups);

export const SYSTEM_TEMPLATES = LIBRARY.templates;

/** A library field by id, as a fresh copy to add to a form. */
export const libraryField = (id: string): FormField | undefined => libraryFieldOf(LIBRARY, id);
