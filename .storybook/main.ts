import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  async viteFinal(vite) {
    return {
      ...vite,
      define: { ...(vite.define ?? {}), __EA_VERSION__: JSON.stringify('storybook') },
    };
  },
};

export default config;
