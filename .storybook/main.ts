// Storybook: our renderers fed by the real schemas. Vite settings (aliases, React, Tailwind) come
// from the project's vite.config.ts.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
