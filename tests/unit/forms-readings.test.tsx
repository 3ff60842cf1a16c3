// @vitest-environment jsdom
// Where the spec gives two readings of an enum (room type cancellation policy), the form offers the reading
// its schema's `x-accepted-readings.offer` names — 不可退款 once, not twice — and a stored value of the other
// reading is still shown as it is.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@runtime/i18n';
import { SchemaForm } from '@renderers/form/SchemaForm';

beforeAll(async () => void (await i18n.changeLanguage('zh')));
afterEach(() => cleanup());

const choices = () => [...(screen.getByLabelText('取消政策', { exact: false }) as HTMLSelectElement).options].map((o) => o.textContent).slice(1);

describe('an enum with two readings', () => {
  it('offers the reading named by offer, each meaning once', () => {
    render(<SchemaForm schemaId="roomTypes.updateForm" value={{ name: '标间', cancellationPolicy: 'free' }} onSubmit={() => {}} />);
    expect(choices()).toEqual(['免费取消', '限时取消', '不可退款']);
  });

  it('keeps showing a stored value of the other reading', () => {
    render(<SchemaForm schemaId="roomTypes.updateForm" value={{ name: '标间', cancellationPolicy: 'partial' }} onSubmit={() => {}} />);
    expect(choices()).toEqual(['免费取消', '限时取消', '不可退款', '部分退款']);
  });
});
