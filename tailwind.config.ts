// Tailwind 4 reads this through `@config` in src/app/styles.css.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './renderers/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: { 50: '#eef5ff', 100: '#d9e8ff', 500: '#2f6bff', 600: '#1f55e0', 700: '#1a45b4' },
      },
    },
  },
};
