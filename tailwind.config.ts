// Tailwind 4 reads this through `@config` in src/app/styles.css.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './renderers/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        // the whole scale: renderers use 200-400 on dark backgrounds (undefined shades silently drew nothing)
        brand: { 50: '#eef5ff', 100: '#d9e8ff', 200: '#bcd5ff', 300: '#8eb8ff', 400: '#5a90ff', 500: '#2f6bff', 600: '#1f55e0', 700: '#1a45b4', 800: '#1b3d8f', 900: '#1c3671', 950: '#142245' },
      },
    },
  },
};
