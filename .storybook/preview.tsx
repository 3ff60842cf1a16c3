// Every story gets the app's styles, the runtime i18n and toolbar globals for language and theme.
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n, provideMessages } from '../src/runtime/i18n';
import zh from '../schemas/messages/zh.json';
import en from '../schemas/messages/en.json';
import { StoryGlobals } from './globals';

// The app loads messages in parts as screens need them; a story may draw anything at once, in
// either language: give it every message up front.
provideMessages('zh', zh);
provideMessages('en', en);

// The shell's stylesheet, when it exists (a glob, so a missing file is not an error).
import.meta.glob('../src/app/styles.css', { eager: true });

const withRuntime: Decorator = (Story, ctx) => (
  <StoryGlobals locale={ctx.globals.locale} theme={ctx.globals.theme}>
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
        <div className="min-h-screen bg-white p-4 text-gray-900 dark:bg-gray-950 dark:text-gray-100">
          <Story />
        </div>
      </SWRConfig>
    </I18nextProvider>
  </StoryGlobals>
);

const preview: Preview = {
  decorators: [withRuntime],
  initialGlobals: { locale: 'zh', theme: 'light' },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'zh', title: '中文' }, { value: 'en', title: 'English' }], dynamicTitle: true },
    },
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [{ value: 'light', title: 'Light' }, { value: 'dark', title: 'Dark' }], dynamicTitle: true },
    },
  },
  parameters: { layout: 'fullscreen' },
};

export default preview;
