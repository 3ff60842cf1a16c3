// The `image` block: a picture with width, fit and radius, and the placeholder while it has none.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import ImageBlock from '../renderers/meeting-site/ImageBlock';
import { slides, withPage } from './MeetingSite.fixtures';

// the block itself shows only the picture: a caption names the story for the render check
const caption: Decorator = (Story, ctx) => (
  <>
    <p className="px-6 text-xs text-slate-500">image · {String(ctx.args.alt || 'placeholder')}</p>
    <Story />
  </>
);

const meta = { title: 'MeetingSite/Image', component: ImageBlock, decorators: [caption, withPage], args: { src: slides[0].src, alt: 'Opening', style: { width: '80%', borderRadius: 16 } } } satisfies Meta<typeof ImageBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Placeholder: Story = { args: { src: '' } };
export const PlaceholderEnglishDark: Story = { args: { src: '' }, globals: { locale: 'en', theme: 'dark' } };
