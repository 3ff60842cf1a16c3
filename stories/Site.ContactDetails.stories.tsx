// The `contact-details` block: address, postal code, three e-mails, three phones, hours, QR code.
import type { Meta, StoryObj } from '@storybook/react-vite';
import ContactDetails from '../renderers/site/ContactDetails';
import { blockProps, withHost } from './Site.fixtures';

const meta = { title: 'Site/ContactDetails', component: ContactDetails, decorators: [withHost], args: blockProps('contact-details') } satisfies Meta<typeof ContactDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const WithoutQrCode: Story = { args: { qrCode: undefined, emails: [{ value: 'hello@example.com' }] } };
