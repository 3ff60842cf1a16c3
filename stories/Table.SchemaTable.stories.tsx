// The generated table: columns from the user entity's x-list, data given in the story (no server).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaTable } from '../renderers/table/SchemaTable';
import usersScreen from '../schemas/screens/users.json';

const roles = ['SUPER_ADMIN', 'ORGANIZER', 'ADMIN', 'PARTICIPANT', 'USER'];
const users = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  username: `user${i + 1}`,
  email: i % 3 ? `user${i + 1}@example.com` : null,
  phone: i % 2 ? `1380013${String(8000 + i).padStart(4, '0')}` : null,
  role: roles[i % roles.length],
  status: i % 4 ? 'active' : 'disabled',
  registerTime: i === 5 ? 'not a date' : new Date(Date.UTC(2024, 0, 1 + i, 6, 30)).toISOString(),
}));
const texts = usersScreen.texts;

const meta = {
  title: 'Table/SchemaTable',
  component: SchemaTable,
  args: { entity: 'user', rows: users.slice(0, 6) },
} satisfies Meta<typeof SchemaTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every x-list column: enums through messages, dates as year-month-day hour-minute, '-' when missing. */
export const AllColumns: Story = {};

/** The /users page's columns and texts. */
export const UsersPage: Story = { args: { columns: usersScreen.columns, texts, rows: users } };

export const Empty: Story = { args: { columns: usersScreen.columns, texts, rows: [] } };

export const Loading: Story = { args: { columns: usersScreen.columns, texts, rows: undefined, loading: true } };

export const LoadError: Story = { args: { columns: usersScreen.columns, texts, rows: undefined, loading: false, error: new Error('offline') } };

export const English: Story = { args: { rows: users }, globals: { locale: 'en' } };

export const Dark: Story = { args: { rows: users }, globals: { theme: 'dark' } };
