// The badge preview from the real default design (schemas/badge/*.json): a participant's values in
// place, the check-in QR code, and a field moved with the keyboard stopping at the 90 % line.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { BadgeCanvas } from '../renderers/badge';
import { badgeDesign, badgePerson } from './Badge.fixtures';
import type { BadgeDesign } from '../src/shared/badge/types';

function Editable({ design: initial }: { design: BadgeDesign }) {
  const [design, setDesign] = useState(initial);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="max-w-2xl">
      <BadgeCanvas design={design} person={badgePerson} selected={selected} onSelect={setSelected}
        onMove={(name, pos) => setDesign((d) => ({ ...d, fields: d.fields.map((f) => (f.name === name ? { ...f, ...pos } : f)) }))} />
    </div>
  );
}

const meta = {
  title: 'Badges/Canvas',
  component: Editable,
  args: { design: badgeDesign() },
} satisfies Meta<typeof Editable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('badge-field-name').textContent).toBe('王小明');
    await expect(c.getByTestId('badge-field-workplace').textContent).toBe('复旦大学');
    await expect(c.getByTestId('badge-field-checkinCode').querySelector('canvas')).toBeTruthy();
    const name = c.getByTestId('badge-field-name');
    for (let i = 0; i < 70; i++) fireEvent.keyDown(name, { key: 'ArrowDown' });
    await expect(c.getByTestId('badge-field-name').getAttribute('data-y')).toBe('90');
    fireEvent.keyDown(c.getByTestId('badge-field-name'), { key: 'ArrowLeft' });
    await expect(c.getByTestId('badge-field-name').getAttribute('data-x')).toBe('41');
  },
};
export const Lanyard: Story = { args: { design: badgeDesign({ size: 'lanyard', background: 'gradient', gradientColor: '#bfdbfe' }) } };
export const Texture: Story = { args: { design: badgeDesign({ size: 'business', background: 'texture', texture: 'grid', fontColor: '#0f172a' }) } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
